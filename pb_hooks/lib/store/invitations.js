// Invitations (docs/architecture.md, "People and invitations"): one live set-password link per account.
// The link's token is 43 random letters and digits (about 256 bits); only its SHA-256 is stored, so a copy
// of the database opens no account. A new link replaces the account's older ones; a used one is kept,
// marked `used`, so its page can say so.

const { notFound } = require('../errors.js');
const { INVITE_MS, LINK_MESSAGES, invitationState } = require('../people.js');
const { findBy } = require('./finders.js');

const TOKEN = /^[A-Za-z0-9]{43}$/;

/** PocketBase's stored form of a time. */
const storedTime = (ms) => new Date(ms).toISOString().replace('T', ' ');

/** A new link's token for the account; its older links stop working. */
function newInvitation(app, userId, now) {
  const token = $security.randomString(43);
  app.runInTransaction((tx) => {
    tx.db().newQuery('DELETE FROM invitations WHERE User = {:user}').bind({ user: userId }).execute();
    const record = new Record(tx.findCollectionByNameOrId('invitations'));
    record.set('User', userId);
    record.set('token_hash', $security.sha256(token));
    record.set('expires', storedTime(now + INVITE_MS));
    tx.save(record);
  });
  return token;
}

/**
 * The invitation of a token and its state: { state: 'valid' | 'used' | 'expired', invitation, user }, or
 * { state: 'unknown' } for a token that names no live link (never made, replaced, or its account disabled).
 */
function findInvitation(app, token, now) {
  if (typeof token !== 'string' || !TOKEN.test(token)) return { state: 'unknown' };
  const invitation = findBy(app, 'invitations', 'token_hash', $security.sha256(token));
  if (!invitation) return { state: 'unknown' };
  let user = null;
  try {
    user = app.findRecordById('users', invitation.getString('User'));
  } catch (_) {
    return { state: 'unknown' };
  }
  if (user.getBool('disabled')) return { state: 'unknown' };
  const state = invitationState(
    {
      used: invitation.getString('used') !== '',
      expires: Date.parse(invitation.getString('expires').replace(' ', 'T')),
    },
    now,
  );
  return { state, invitation, user };
}

/** Sets the account's password from a valid invitation, which is then used. */
function acceptInvitation(app, found, password, now) {
  app.runInTransaction((tx) => {
    const invitation = tx.findRecordById('invitations', found.invitation.id);
    // Two tabs sending the same link at once: the second finds it used.
    if (invitation.getString('used') !== '') throw notFound(LINK_MESSAGES.used);
    invitation.set('used', storedTime(now));
    tx.save(invitation);
    const user = tx.findRecordById('users', found.user.id);
    user.setPassword(password);
    user.setVerified(true);
    tx.save(user);
  });
  return app.findRecordById('users', found.user.id);
}

module.exports = { newInvitation, findInvitation, acceptInvitation };
