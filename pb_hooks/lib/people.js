// Colleagues in the app (docs/architecture.md, "People and invitations"): who is an admin, what an account
// looks like on the People routes, the one-time set-password links and the rule that keeps an active admin.
// Pure: the routes (people-routes.js) pass plain values; the store keeps the records.

const { badRequest, fieldError, throwIfInvalid } = require('./errors.js');
const { isRole, PASSWORD_MAX, PASSWORD_MIN } = require('./rules/accounts.js');
const { emailField, stringField } = require('./validate/fields.js');

/** How long an invitation's link works. */
const INVITE_DAYS = 7;
const INVITE_MS = INVITE_DAYS * 24 * 60 * 60 * 1000;
/** The set-password page a link opens (the app's route). */
const WELCOME_PATH = '/_/welcome/';

/** An account's role: a blank one (made before roles, or outside the app) reads as teacher. */
const roleOf = (role) => (role === 'admin' ? 'admin' : 'teacher');

/** An account as the People routes show it. */
function personOf(user) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: roleOf(user.role),
    disabled: !!user.disabled,
  };
}

/** Whether this account may use the People routes: an active admin (superusers pass without an account). */
const isActiveAdmin = (user) => !!user && roleOf(user.role) === 'admin' && !user.disabled;

/** { email, name, role } of POST /api/people. */
function validateInviteBody(body) {
  const errors = {};
  const email = emailField(body, 'email', errors);
  const name = stringField(body, 'name', errors, { required: true, max: 100 });
  const role = body.role === undefined || body.role === null ? 'teacher' : body.role;
  if (!isRole(role)) errors.role = fieldError('validation_invalid_value', 'Must be admin or teacher.');
  throwIfInvalid(errors);
  return { email: email.toLowerCase(), name, role };
}

/** { role?, disabled? } of PATCH /api/people/{id}: at least one of them. */
function validatePatchBody(body) {
  const errors = {};
  const patch = {};
  if (body.role !== undefined) {
    if (!isRole(body.role)) errors.role = fieldError('validation_invalid_value', 'Must be admin or teacher.');
    else patch.role = body.role;
  }
  if (body.disabled !== undefined) {
    if (typeof body.disabled !== 'boolean')
      errors.disabled = fieldError('validation_invalid_type', 'Must be true or false.');
    else patch.disabled = body.disabled;
  }
  throwIfInvalid(errors);
  if (Object.keys(patch).length === 0) throw badRequest('Give a role or disabled.', {});
  return patch;
}

/** { password, passwordConfirm } of the welcome page. */
function validatePasswordBody(body) {
  const errors = {};
  const password = stringField(body, 'password', errors, {
    required: true,
    trim: false,
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
  });
  const confirm = stringField(body, 'passwordConfirm', errors, { required: true, trim: false });
  if (password !== undefined && confirm !== undefined && password !== confirm)
    errors.passwordConfirm = fieldError('validation_values_mismatch', 'The passwords do not match.');
  throwIfInvalid(errors);
  return { password };
}

/**
 * Why this change may not be made, or null: the last active admin stays an active admin (so someone can
 * always invite), and nobody disables their own account from here.
 * @param {{ id: string, role: string, disabled: boolean }} target the account as it is
 * @param {{ role?: string, disabled?: boolean }} patch
 * @param {number} activeAdmins how many active admins there are now, the target included
 * @param {string} callerId
 * @returns {{ field: string, code: string, message: string } | null}
 */
function patchRefusal(target, patch, activeAdmins, callerId) {
  if (patch.disabled === true && target.id === callerId)
    return {
      field: 'disabled',
      code: 'validation_own_account',
      message: 'You cannot disable your own account.',
    };
  const stillActiveAdmin =
    (patch.role === undefined ? target.role : patch.role) === 'admin' &&
    !(patch.disabled === undefined ? target.disabled : patch.disabled);
  const wasActiveAdmin = target.role === 'admin' && !target.disabled;
  if (wasActiveAdmin && !stillActiveAdmin && activeAdmins <= 1) {
    const field = patch.role !== undefined && patch.role !== 'admin' ? 'role' : 'disabled';
    return {
      field,
      code: 'validation_last_admin',
      message: 'This is the last active admin: make another account an admin first.',
    };
  }
  return null;
}

/** The state of an invitation: 'valid', 'used' or 'expired' (times in ms). */
function invitationState(invitation, now) {
  if (invitation.used) return 'used';
  return invitation.expires <= now ? 'expired' : 'valid';
}

/** What the welcome page says of a link that no longer works. */
const LINK_MESSAGES = {
  unknown: 'This link is not valid: it may have been replaced by a newer one. Ask an admin for a new link.',
  used: 'This link has already been used. Sign in with your password, or ask an admin for a new link.',
  expired: 'This link has expired (links work for 7 days). Ask an admin for a new link.',
};

module.exports = {
  INVITE_DAYS,
  INVITE_MS,
  WELCOME_PATH,
  LINK_MESSAGES,
  roleOf,
  personOf,
  isActiveAdmin,
  validateInviteBody,
  validatePatchBody,
  validatePasswordBody,
  patchRefusal,
  invitationState,
};
