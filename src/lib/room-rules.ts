// A room's rules as the server checks them (pb_hooks/lib/rules.js; pb_hooks/lib/rules.test.ts holds them
// equal). Kept apart from the import format (./import-schema.ts), so a screen that needs only these rules
// does not download the whole format's schema.

/** A room's slug. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;
/** A room's longest time limit in minutes (the server's TIME_LIMIT_MAX). */
export const TIME_LIMIT_MAX = 600;
