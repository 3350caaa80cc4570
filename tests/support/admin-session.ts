// A signed-in teacher for component tests: PocketBase's auth store holds a token whose expiry the SDK
// can read (an unsigned JWT is enough; nothing checks the signature in the browser).
import { pb } from '@/lib/pocketbase';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export function fakeToken(expiresInSeconds = 3600, id = 'user1'): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ id, type: 'auth', collectionId: '_pb_users_auth_', exp })}.signature`;
}

export const teacher = {
  id: 'user1',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  email: 'teacher@example.com',
  name: 'Demo Admin',
  avatar: '',
  verified: true,
  emailVisibility: false,
  created: '2025-01-01 00:00:00.000Z',
  updated: '2025-01-01 00:00:00.000Z',
};

export type TestUser = typeof teacher;

export function signIn(user: Partial<TestUser> = {}, expiresInSeconds = 3600): TestUser {
  const record = { ...teacher, ...user };
  pb.authStore.save(fakeToken(expiresInSeconds, record.id), record);
  return record;
}

export function signOut(): void {
  pb.authStore.clear();
}
