// An essay box's longest answer (docs/architecture.md, "Writing and marking"), apart from the rest of
// computer-content.ts (which re-exports it) so the paper sheet's bundle takes only this number.

/** In characters (code points); every other box takes 50 (rules/limits.js's ESSAY_MAX_LENGTH, held equal by computer-content.test.ts). */
export const ESSAY_MAX = 30000;
