// Sign-in throttling against a real PocketBase with the rate limiter as migrated (docs/architecture.md,
// "Rate limits"): failures lock one account, never the other teachers behind the same address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
const A = 'throttle-a@answersheet.test';
const B = 'throttle-b@answersheet.test';
const PASSWORD = 'user-password-1';

beforeAll(async () => {
  pb = await startTestPocketBase();
  await pb.createUser(A);
  await pb.createUser(B);
});
afterAll(async () => {
  await pb?.stop();
});

const signIn = (identity: string, password: string) =>
  pb.request('/api/collections/users/auth-with-password', { method: 'POST', body: { identity, password } });

describe('password sign-in from one address', () => {
  it('locks an account after five failures in a minute, even for its right password', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(A, 'wrong-password')).status).toBe(400);
    const locked = await signIn(A, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-ins for this account. Try again in a minute.');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account signs in from the same address meanwhile; its own failures are counted apart.
    expect((await signIn(B, 'wrong-password')).status).toBe(400);
    expect((await signIn(B, PASSWORD)).status).toBe(200);
  });

  it('lets other teachers sign in while one client keeps failing one account (31 and more)', async () => {
    for (let i = 0; i < 40; i++) expect([400, 429]).toContain((await signIn(A, `guess-${i}`)).status);
    const other = await signIn(B, PASSWORD);
    expect(other.status).toBe(200);
    expect(other.body.token).toEqual(expect.any(String));
  });

  it('counts an identity case-insensitively, so changing its case does not reset the count', async () => {
    const C = 'throttle-c@answersheet.test';
    await pb.createUser(C);
    for (let i = 0; i < 5; i++) await signIn(i % 2 ? C.toUpperCase() : C, 'wrong-password');
    expect((await signIn(C, PASSWORD)).status).toBe(429);
  });
});
