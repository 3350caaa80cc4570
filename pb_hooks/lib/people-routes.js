// The People routes and the welcome page's (docs/architecture.md, "People and invitations"). The People
// routes are for active admins and superusers (routes.pb.js: adminOnly, 404 to a teacher); the welcome
// routes need no sign-in: the link's token is the key.

const { badRequest, fieldError, notFound } = require('./errors.js');
const { handle, readJson, staffOf } = require('./http.js');
const people = require('./people.js');
const { findAuthByEmail, findById } = require('./store/finders.js');
const { acceptInvitation, findInvitation, newInvitation } = require('./store/invitations.js');

/** An account record as the routes show it. */
const personOfRecord = (user) =>
  people.personOf({
    id: user.id,
    email: user.email(),
    name: user.getString('name'),
    role: user.getString('role'),
    disabled: user.getBool('disabled'),
  });

const linkOf = (token) => people.WELCOME_PATH + token;

/**
 * E-mails the link when PocketBase's mail is set up (Settings → Mail settings); true when it was sent. A
 * failure to send is logged and leaves the link to be passed on by hand: the account is made either way.
 */
function mailInvitation(app, user, link) {
  const settings = app.settings();
  if (!settings.smtp.enabled) return false;
  const url = String(settings.meta.appURL || '').replace(/\/+$/, '') + link;
  const name = user.getString('name');
  const text =
    `Hello ${name},\n\nYou have an account on AnswerSheet. Open this link to set your password ` +
    `(it works once, for ${people.INVITE_DAYS} days):\n\n${url}\n`;
  try {
    app.newMailClient().send(
      new MailerMessage({
        from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
        to: [{ address: user.email() }],
        subject: 'Your AnswerSheet account',
        text,
        html: text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>'),
      }),
    );
    return true;
  } catch (error) {
    app.logger().error('Sending an invitation failed', 'user', user.id, 'error', String(error));
    return false;
  }
}

/** A new link for the account, e-mailed where mail is set up: { link, emailed }. */
function invite(app, user) {
  const link = linkOf(newInvitation(app, user.id, Date.now()));
  return { link, emailed: mailInvitation(app, user, link) };
}

/** GET /api/people → { items }: every account, by name then e-mail. */
function listPeople(e) {
  return handle(e, () => {
    const items = e.app.findRecordsByFilter('users', '', 'name,email', 0, 0).map(personOfRecord);
    return e.json(200, { items });
  });
}

/**
 * POST /api/people { email, name, role } → { user, link, emailed }: the account, made with a password
 * nobody knows, and its first set-password link. 400 at `email` when an account has it (in any case).
 */
function createPerson(e) {
  return handle(e, () => {
    const app = e.app;
    const body = people.validateInviteBody(readJson(e));
    if (findAuthByEmail(app, 'users', body.email)) {
      const message = 'An account with this e-mail already exists.';
      throw badRequest(message, { email: fieldError('validation_not_unique', message) });
    }
    const user = new Record(app.findCollectionByNameOrId('users'));
    user.setEmail(body.email);
    user.set('name', body.name);
    user.set('role', body.role);
    user.setPassword($security.randomString(40));
    app.save(user);
    const sent = invite(app, user);
    return e.json(200, { user: personOfRecord(user), link: sent.link, emailed: sent.emailed });
  });
}

/** The account named by the path, or 404. */
function personRecord(e) {
  const user = findById(e.app, 'users', e.request.pathValue('id'));
  if (!user) throw notFound('Account not found.');
  return user;
}

/**
 * PATCH /api/people/{id} { role?, disabled? } → { user }. Disabling ends the account's sessions (the
 * users hook renews its token key). The last active admin stays one, and nobody disables themselves (400).
 */
function patchPerson(e) {
  return handle(e, () => {
    const app = e.app;
    const patch = people.validatePatchBody(readJson(e));
    let saved = null;
    app.runInTransaction((tx) => {
      const user = findById(tx, 'users', e.request.pathValue('id'));
      if (!user) throw notFound('Account not found.');
      const activeAdmins = tx.countRecords('users', $dbx.hashExp({ role: 'admin', disabled: false }));
      const refusal = people.patchRefusal(personOfRecord(user), patch, activeAdmins, staffOf(e).id);
      if (refusal)
        throw badRequest(refusal.message, { [refusal.field]: fieldError(refusal.code, refusal.message) });
      if (patch.role !== undefined) user.set('role', patch.role);
      if (patch.disabled !== undefined) user.set('disabled', patch.disabled);
      tx.save(user);
      saved = user;
    });
    return e.json(200, { user: personOfRecord(saved) });
  });
}

/** POST /api/people/{id}/invite → { link, emailed }: a new link; the account's older ones stop working. */
function reinvite(e) {
  return handle(e, () => {
    const user = personRecord(e);
    if (user.getBool('disabled')) {
      const message = 'This account is disabled: enable it first.';
      throw badRequest(message, { disabled: fieldError('validation_disabled', message) });
    }
    return e.json(200, invite(e.app, user));
  });
}

/** The invitation of the path's token when it still works; 404 saying why otherwise. */
function validInvitation(e) {
  const found = findInvitation(e.app, e.request.pathValue('token'), Date.now());
  if (found.state !== 'valid') throw notFound(people.LINK_MESSAGES[found.state]);
  return found;
}

/** GET /api/welcome/{token} → { email, name }: whose link it is, for the set-password page. */
function welcome(e) {
  return handle(e, () => {
    const { user } = validInvitation(e);
    return e.json(200, { email: user.email(), name: user.getString('name') });
  });
}

/**
 * POST /api/welcome/{token} { password, passwordConfirm } → PocketBase's sign-in answer { token, record }:
 * the password is set, the link used, and the new colleague signed in.
 */
function setPassword(e) {
  return handle(e, () => {
    const { password } = people.validatePasswordBody(readJson(e));
    const found = validInvitation(e);
    const user = acceptInvitation(e.app, found, password, Date.now());
    return $apis.recordAuthResponse(e, user, 'password', null);
  });
}

module.exports = { listPeople, createPerson, patchPerson, reinvite, welcome, setPassword };
