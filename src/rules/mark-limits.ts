// The limits of a mark (docs/architecture.md, "Writing and marking"): the marking routes' checks
// (pb_hooks/lib/validate/marks.js) and the marking screens' fields. The largest mark fits in the marking
// route's body limit (limits.ts's ANSWERS_BODY_LIMIT).

/** A mark's overall comment, in characters. */
export const COMMENT_MAX = 5000;
/** A comment on a range of the essay, in characters. */
export const NOTE_TEXT_MAX = 300;
/** Comments on ranges per essay. */
export const NOTES_MAX = 200;
