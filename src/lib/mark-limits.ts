// The limits of a mark, the browser's copy of pb_hooks/lib/validate/marks.js's (docs/architecture.md,
// "Writing and marking"); src/lib/mark-limits.test.ts holds the two equal.

/** A mark's overall comment, in characters. */
export const COMMENT_MAX = 5000;
/** A comment on a range of the essay, in characters. */
export const NOTE_TEXT_MAX = 300;
/** Comments on ranges per essay. */
export const NOTES_MAX = 200;
