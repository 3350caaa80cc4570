// A colleague's account (docs/architecture.md, "People and invitations"): the roles an account may have
// and the bounds of its password, checked by the People routes and the welcome page on the server and by
// the login, welcome and profile forms in the browser (docs/architecture.md, "One source per rule").

/** The roles of an account; a blank one (made before roles, or outside the app) reads as teacher. */
export const ROLES = ['teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Whether `value` is one of ROLES. */
export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** A password's bounds: PocketBase's for its users collection (bcrypt reads at most 72 bytes). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 71;
