// What an e2e test may know about the stack it runs against, and ways to prepare data of its own
// (tests that change or delete a room import their own, so they never disturb each other).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { importRoom } from '../../scripts/import';
import { root, runPocketBaseCommand } from '../../scripts/lib/pocketbase';
import { demoAdmin } from '../../scripts/lib/seed';
import { smallRoom, writeImportFile } from '../../tests/fixtures/import-files';

export const pbUrl = `http://127.0.0.1:${process.env.E2E_PB_PORT}`;
export const dataDir = process.env.E2E_PB_DATA!;
/** The stack's server applied the migrations when it started: an import need not. */
export const running = { migrated: true };
export { demoAdmin };

let superuserSession: Promise<string> | undefined;

/**
 * A superuser token for checking what the server stored: one sign-in per worker (a password check costs
 * the server a bcrypt hash each time), kept for the run, which is far shorter than the token's life.
 */
export function superuserToken(): Promise<string> {
  superuserSession ??= fetch(`${pbUrl}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: demoAdmin.email, password: demoAdmin.password }),
  }).then(async (res) => ((await res.json()) as { token: string }).token);
  return superuserSession;
}

/** Reads records as superuser: `records('submissions', 'filter=...')`. */
export async function records<T = any>(collection: string, query = ''): Promise<T[]> {
  const res = await fetch(`${pbUrl}/api/collections/${collection}/records?perPage=500&${query}`, {
    headers: { authorization: await superuserToken() },
  });
  return ((await res.json()) as { items: T[] }).items;
}

/** Makes an app user (teacher). */
export function createUser(email: string, password = 'teacher-password-1', name = 'Test Teacher') {
  runPocketBaseCommand(dataDir, ['user-create', email, password, name]);
  return { email, password, name };
}

/** Imports the small test room (tests/fixtures) under `slug`, with `members` as its users. */
export function importSmallRoom(slug: string, members: string[] = [demoAdmin.email]) {
  const data = smallRoom(slug);
  data.room.members = members;
  return importRoom(dataDir, writeImportFile(data), running);
}

/** Imports a copy of the demo room under another slug. */
export function importDemoCopy(slug: string, members: string[] = [demoAdmin.email]) {
  const dir = mkdtempSync(join(tmpdir(), 'answersheet-demo-copy-'));
  cpSync(join(root, 'demo'), dir, { recursive: true });
  const data = JSON.parse(readFileSync(join(dir, 'demo-room.json'), 'utf8'));
  data.room.slug = slug;
  data.room.members = members;
  writeFileSync(join(dir, 'demo-room.json'), JSON.stringify(data));
  return importRoom(dataDir, join(dir, 'demo-room.json'), running);
}

/** Imports a copy of the demo's computer room (demo/demo-computer-room.json) under another slug. */
export function importComputerDemoCopy(slug: string, members: string[] = [demoAdmin.email]) {
  const dir = mkdtempSync(join(tmpdir(), 'answersheet-demo-copy-'));
  cpSync(join(root, 'demo'), dir, { recursive: true });
  const file = join(dir, 'demo-computer-room.json');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  data.room.slug = slug;
  data.room.members = members;
  writeFileSync(file, JSON.stringify(data));
  return importRoom(dataDir, file, running);
}

/** Changes a room's settings as a superuser (the records API). */
export async function setRoom(id: string, settings: Record<string, unknown>) {
  const res = await fetch(`${pbUrl}/api/collections/rooms/records/${id}`, {
    method: 'PATCH',
    headers: { authorization: await superuserToken(), 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  expect(res.status).toBe(200);
}
