// A teacher's comment bank (docs/architecture.md, "Comment bank"): the criteria a comment is kept under
// and its length. The comments routes' checks (pb_hooks/lib/validate/comments.js) and the marking screens.

/** Writing's four criteria and Speaking's two of its own (`lr` and `gra` are shared). */
export const BANK_CRITERIA = ['ta', 'cc', 'lr', 'gra', 'fc', 'p'] as const;
export type BankCriterion = (typeof BANK_CRITERIA)[number];
/** A bank comment, in characters. */
export const BANK_TEXT_MAX = 1000;
