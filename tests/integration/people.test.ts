// Colleagues in the app against a real PocketBase (docs/architecture.md, "People and invitations"): roles,
// the People routes and their refusals, the one-time set-password links, disabled accounts, and Share's
// words that do not tell who has an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importScoringRoom } from '../support/app';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let admin: { id: string; token: string };
let teacher: { id: string; token: string };
const ADMIN = 'people-admin@answersheet.test';
const TEACHER = 'people-teacher@answersheet.test';
const PASSWORD = 'user-password-1';
const LINK = /^\/_\/welcome\/[A-Za-z0-9]{43}$/;

beforeAll(async () => {
  pb = await startTestPocketBase();
  admin = await pb.createUser(ADMIN); // the first account: an admin
  teacher = await pb.createUser(TEACHER);
});
afterAll(async () => {
  await pb?.stop();
});

const send = (method: string, path: string, body?: unknown, token?: string) =>
  pb.request(path, { method, body, token });
const signIn = (identity: string, password: string) =>
  send('POST', '/api/collections/users/auth-with-password', { identity, password });
const tokenOf = (link: string) => link.slice('/_/welcome/'.length);
const welcome = (link: string) => send('GET', `/api/welcome/${tokenOf(link)}`);
const setPassword = (link: string, password: string, passwordConfirm = password) =>
  send('POST', `/api/welcome/${tokenOf(link)}`, { password, passwordConfirm });

/** A new colleague invited by the admin: { user, link }. */
async function invite(email: string, role = 'teacher', name = 'New Colleague') {
  const res = await send('POST', '/api/people', { email, name, role }, admin.token);
  expect(res.status).toBe(200);
  return res.body as { user: { id: string; email: string }; link: string };
}

describe('roles', () => {
  it('makes the first account an admin and the next ones teachers; user-create --admin makes an admin', async () => {
    const list = await send('GET', '/api/people', undefined, admin.token);
    expect(list.status).toBe(200);
    const byEmail = new Map(list.body.items.map((u: { email: string }) => [u.email, u]));
    expect(byEmail.get(ADMIN)).toEqual({
      id: admin.id,
      email: ADMIN,
      name: 'Test Teacher',
      role: 'admin',
      disabled: false,
    });
    expect(byEmail.get(TEACHER)).toMatchObject({ id: teacher.id, role: 'teacher', disabled: false });
  });

  it('keeps an account from changing its own role or disabled through the records API', async () => {
    for (const body of [{ role: 'admin' }, { disabled: true }]) {
      const res = await send('PATCH', `/api/collections/users/records/${teacher.id}`, body, teacher.token);
      expect(res.status).not.toBe(200);
    }
    const self = await send('GET', `/api/collections/users/records/${teacher.id}`, undefined, teacher.token);
    expect(self.body).toMatchObject({ role: 'teacher', disabled: false });
    const renamed = await send(
      'PATCH',
      `/api/collections/users/records/${teacher.id}`,
      { name: 'Renamed' },
      teacher.token,
    );
    expect(renamed.status).toBe(200);
    await send(
      'PATCH',
      `/api/collections/users/records/${teacher.id}`,
      { name: 'Test Teacher' },
      teacher.token,
    );
  });

  it('keeps invitations closed to the records API', async () => {
    for (const token of [admin.token, teacher.token, undefined]) {
      const res = await send('GET', '/api/collections/invitations/records', undefined, token);
      expect(res.status).toBe(403);
    }
  });
});

describe('the People routes refuse', () => {
  const routes: [string, string, unknown][] = [
    ['GET', '/api/people', undefined],
    ['POST', '/api/people', { email: 'x@answersheet.test', name: 'X', role: 'teacher' }],
    ['PATCH', '/api/people/ID', { role: 'admin' }],
    ['POST', '/api/people/ID/invite', {}],
  ];

  it('401 without sign-in, 404 to a teacher, whatever the body', async () => {
    for (const [method, path, body] of routes) {
      const target = path.replace('ID', teacher.id);
      expect((await send(method, target, body)).status, `${method} ${path}`).toBe(401);
      const refused = await send(method, target, body, teacher.token);
      expect(refused.status, `${method} ${path}`).toBe(404);
      expect(refused.body.message).toBe("The requested resource wasn't found.");
    }
    const still = await send('GET', `/api/collections/users/records/${teacher.id}`, undefined, teacher.token);
    expect(still.body.role).toBe('teacher');
  });

  it('400 for bad bodies, naming the field, and for an e-mail that has an account in any case', async () => {
    const post = (body: unknown) => send('POST', '/api/people', body, admin.token);
    expect((await post({ email: 'nope', name: 'A', role: 'teacher' })).body.data.email.code).toBe(
      'validation_is_email',
    );
    expect(
      (await post({ email: 'a@answersheet.test', name: ' ', role: 'teacher' })).body.data.name.code,
    ).toBe('validation_required');
    expect((await post({ email: 'a@answersheet.test', name: 'A', role: 'owner' })).body.data.role.code).toBe(
      'validation_invalid_value',
    );
    const taken = await post({ email: TEACHER.toUpperCase(), name: 'A', role: 'teacher' });
    expect(taken.status).toBe(400);
    expect(taken.body.data.email).toEqual({
      code: 'validation_not_unique',
      message: 'An account with this e-mail already exists.',
    });

    const patch = (body: unknown, id = teacher.id) => send('PATCH', `/api/people/${id}`, body, admin.token);
    expect((await patch({ role: 'owner' })).body.data.role.code).toBe('validation_invalid_value');
    expect((await patch({ disabled: 'yes' })).body.data.disabled.code).toBe('validation_invalid_type');
    expect((await patch({})).status).toBe(400);
    expect((await patch({ role: 'admin' }, 'nosuchuser00000')).status).toBe(404);
    expect((await send('POST', '/api/people/nosuchuser00000/invite', {}, admin.token)).status).toBe(404);
  });
});

describe('inviting a colleague', () => {
  it('makes the account and a one-time link; the link sets the password and signs in', async () => {
    const { user, link } = await invite('New.One@AnswerSheet.test', 'teacher', 'New One');
    expect(user).toEqual({
      id: expect.any(String),
      email: 'new.one@answersheet.test',
      name: 'New One',
      role: 'teacher',
      disabled: false,
    });
    expect(link).toMatch(LINK);
    // No password is known yet: nobody signs in with a guess.
    expect((await signIn('new.one@answersheet.test', '')).status).toBe(400);

    expect((await welcome(link)).body).toEqual({ email: 'new.one@answersheet.test', name: 'New One' });
    const mismatch = await setPassword(link, 'a-new-password', 'another-password');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.data.passwordConfirm.code).toBe('validation_values_mismatch');
    expect((await setPassword(link, 'short')).body.data.password.code).toBe('validation_length_out_of_range');

    const done = await setPassword(link, 'a-new-password');
    expect(done.status).toBe(200);
    expect(done.body.record).toMatchObject({
      id: user.id,
      email: 'new.one@answersheet.test',
      role: 'teacher',
    });
    expect((await send('GET', '/api/room/list', undefined, done.body.token)).status).toBe(200);
    expect((await signIn('new.one@answersheet.test', 'a-new-password')).status).toBe(200);

    // Used: the link says so, and sets nothing.
    const used = await welcome(link);
    expect(used.status).toBe(404);
    expect(used.body.message).toBe(
      'This link has already been used. Sign in with your password, or ask an admin for a new link.',
    );
    expect((await setPassword(link, 'yet-another-password')).status).toBe(404);
    expect((await signIn('new.one@answersheet.test', 'a-new-password')).status).toBe(200);
  });

  it('lets a superuser invite an admin, who may then use the People routes', async () => {
    const res = await send(
      'POST',
      '/api/people',
      { email: 'second-admin@answersheet.test', name: 'Second Admin', role: 'admin' },
      pb.superuserToken,
    );
    expect(res.status).toBe(200);
    const signedIn = await setPassword(res.body.link, 'second-admin-password');
    expect((await send('GET', '/api/people', undefined, signedIn.body.token)).status).toBe(200);
    expect((await send('GET', '/api/people', undefined, pb.superuserToken)).status).toBe(200);
  });

  it('re-invites with a new link that replaces the old; an unknown or expired link says so', async () => {
    const { user, link } = await invite('reinvited@answersheet.test');
    const again = await send('POST', `/api/people/${user.id}/invite`, {}, admin.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ link: expect.stringMatching(LINK), emailed: false });
    expect(again.body.link).not.toBe(link);
    const replaced = await welcome(link);
    expect(replaced.status).toBe(404);
    expect(replaced.body.message).toMatch(/^This link is not valid/);
    expect((await send('GET', '/api/welcome/not-a-token')).status).toBe(404);

    const rows = await send(
      'GET',
      `/api/collections/invitations/records?filter=${encodeURIComponent(`User = "${user.id}"`)}`,
      undefined,
      pb.superuserToken,
    );
    expect(rows.body.items).toHaveLength(1);
    // Only the token's SHA-256 is stored.
    expect(rows.body.items[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows.body)).not.toContain(tokenOf(again.body.link));
    await send(
      'PATCH',
      `/api/collections/invitations/records/${rows.body.items[0].id}`,
      { expires: '2020-01-01 00:00:00.000Z' },
      pb.superuserToken,
    );
    const expired = await welcome(again.body.link);
    expect(expired.status).toBe(404);
    expect(expired.body.message).toBe(
      'This link has expired (links work for 7 days). Ask an admin for a new link.',
    );
    expect((await setPassword(again.body.link, 'a-new-password')).status).toBe(404);
  });
});

describe('changing roles and disabling', () => {
  it('promotes and demotes; the last active admin stays; nobody disables themselves', async () => {
    const { user } = await invite('promoted@answersheet.test');
    const up = await send('PATCH', `/api/people/${user.id}`, { role: 'admin' }, admin.token);
    expect(up.status).toBe(200);
    expect(up.body.user).toMatchObject({ id: user.id, role: 'admin', disabled: false });
    const down = await send('PATCH', `/api/people/${user.id}`, { role: 'teacher' }, admin.token);
    expect(down.body.user.role).toBe('teacher');

    const self = await send('PATCH', `/api/people/${admin.id}`, { disabled: true }, admin.token);
    expect(self.status).toBe(400);
    expect(self.body.data.disabled.code).toBe('validation_own_account');
  });

  it('refuses to demote or disable the last active admin', async () => {
    const own = await startTestPocketBase();
    try {
      const only = await own.createUser('only-admin@answersheet.test');
      const demote = await own.request(`/api/people/${only.id}`, {
        method: 'PATCH',
        body: { role: 'teacher' },
        token: own.superuserToken,
      });
      expect(demote.status).toBe(400);
      expect(demote.body.data.role).toEqual({
        code: 'validation_last_admin',
        message: 'This is the last active admin: make another account an admin first.',
      });
      const disable = await own.request(`/api/people/${only.id}`, {
        method: 'PATCH',
        body: { disabled: true },
        token: own.superuserToken,
      });
      expect(disable.body.data.disabled.code).toBe('validation_last_admin');
    } finally {
      await own.stop();
    }
  });

  it('a disabled account cannot sign in (as for a wrong password) and its sessions end', async () => {
    const email = 'to-disable@answersheet.test';
    const session = await pb.createUser(email, PASSWORD);
    expect((await send('GET', '/api/room/list', undefined, session.token)).status).toBe(200);

    const off = await send('PATCH', `/api/people/${session.id}`, { disabled: true }, admin.token);
    expect(off.body.user).toMatchObject({ id: session.id, disabled: true });

    const wrong = await signIn(email, 'a-wrong-password');
    const right = await signIn(email, PASSWORD);
    expect(right.status).toBe(400);
    expect(right.body).toEqual(wrong.body);
    expect(right.body).toEqual({ status: 400, message: 'Failed to authenticate.', data: {} });

    expect((await send('GET', '/api/room/list', undefined, session.token)).status).toBe(401);
    expect((await send('POST', '/api/collections/users/auth-refresh', {}, session.token)).status).toBe(401);
    expect((await send('POST', `/api/people/${session.id}/invite`, {}, admin.token)).status).toBe(400);

    const on = await send('PATCH', `/api/people/${session.id}`, { disabled: false }, admin.token);
    expect(on.body.user.disabled).toBe(false);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('a disabled account’s staff routes answer 401 even with a token made before (dashboard edit)', async () => {
    const email = 'dashboard-disabled@answersheet.test';
    const session = await pb.createUser(email, PASSWORD);
    await send(
      'PATCH',
      `/api/collections/users/records/${session.id}`,
      { disabled: true },
      pb.superuserToken,
    );
    expect((await send('GET', '/api/room/list', undefined, session.token)).status).toBe(401);
  });
});

describe('Share to an e-mail without an active account', () => {
  it('says the same words whether the account is missing or disabled', async () => {
    const room = importScoringRoom(pb, 'people-share', [TEACHER]);
    const off = await pb.createUser('share-disabled@answersheet.test');
    await send('PATCH', `/api/people/${off.id}`, { disabled: true }, admin.token);

    const share = (email: string) => send('POST', `/api/room/share/${room.id}`, { email }, teacher.token);
    const missing = await share('share-missing@answersheet.test');
    const disabled = await share('share-disabled@answersheet.test');
    expect(missing.status).toBe(400);
    expect(disabled.status).toBe(400);
    const words = (email: string) => `${email} cannot be added. Ask an admin to invite them.`;
    expect(missing.body).toEqual({
      status: 400,
      message: words('share-missing@answersheet.test'),
      data: { email: { code: 'validation_no_account', message: words('share-missing@answersheet.test') } },
    });
    expect(JSON.stringify(disabled.body)).toBe(
      JSON.stringify(missing.body).replaceAll('share-missing', 'share-disabled'),
    );
  });

  it('an admin invites and then shares (what the dialog’s "Invite and share" does)', async () => {
    const room = importScoringRoom(pb, 'people-invite-share', [ADMIN]);
    const { user } = await invite('invited-share@answersheet.test');
    const shared = await send(
      'POST',
      `/api/room/share/${room.id}`,
      { email: 'invited-share@answersheet.test' },
      admin.token,
    );
    expect(shared.status).toBe(200);
    expect(shared.body.Users).toEqual([admin.id, user.id]);
  });
});
