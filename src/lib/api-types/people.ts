// People and invitations (docs/architecture.md, "People and invitations"). Part of the HTTP contract of the
// custom routes (src/lib/api-types/index.ts).

/** An account as the People routes show it (docs/architecture.md, "People and invitations"). */
export interface Person {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'teacher';
  disabled: boolean;
}
/** GET /api/people (active admins and superusers; 404 to a teacher). */
export interface PeopleList {
  items: Person[];
}
/** POST /api/people; 400 at `email` when an account has it. */
export interface PersonInviteBody {
  email: string;
  name: string;
  role: Person['role'];
}
/** A one-time set-password link (`/_/welcome/{token}`, 7 days) and whether it was e-mailed too. */
export interface InviteLink {
  link: string;
  emailed: boolean;
}
/** POST /api/people → the account and its first link. */
export interface PersonInvited extends InviteLink {
  user: Person;
}
/** PATCH /api/people/{id} → { user }; 400 at the field for the last active admin or one's own account. */
export interface PersonPatchBody {
  role?: Person['role'];
  disabled?: boolean;
}
/** GET /api/welcome/{token} (no sign-in): whose link it is; 404 saying why a link no longer works. */
export interface WelcomeInfo {
  email: string;
  name: string;
}
