// A student's extra time in a room (docs/architecture.md, "Exam day"): the accommodation route's checks
// (pb_hooks/lib/validate/exam-day-bodies.js) and the extra time dialog's form.

/** The most extra time, in whole percent of every time limit. */
export const EXTRA_PERCENT_MAX = 100;
/** The most extra time, in whole minutes added to every time limit. */
export const EXTRA_MINUTES_MAX = 600;
/** The note's length, in characters. */
export const NOTE_MAX = 200;
