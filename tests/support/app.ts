// Helpers for the application API tests: rooms from import files, guests, and the sheet's question ids.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { GuestRoom, GuestSearchResponse, SheetSlot } from '../../src/lib/api-types';
import { importRoom } from '../../scripts/import';
import { scoringRoom } from '../fixtures/app-rooms';
import { writeImportFile } from '../fixtures/import-files';
import { createGuest } from './guests';
import type { TestPocketBase } from './pocketbase';

export interface TestGuest {
  id: string;
  uuid: string;
  headers: Record<string, string>;
}

/** Imports the scoring room (tests/fixtures/app-rooms.ts) with these member e-mails. */
export function importScoringRoom(
  pb: TestPocketBase,
  slug: string,
  members: string[] = [],
  options: { listening?: boolean } = {},
) {
  const data = scoringRoom(slug, members);
  // A Listening exam: what counts by question type (docs/product.md, "Students across mocks").
  if (options.listening) (data.exams[0] as Record<string, unknown>).kind = 'listening';
  return importRoom(pb.dataDir, writeImportFile(data), { migrated: true });
}

/**
 * A guest who passed the gate as this student (a name and an e-mail), made through the API on a new device,
 * or on the device of `uuid` (its guest made when new).
 */
export async function studentGuest(
  pb: TestPocketBase,
  name: string,
  email: string,
  uuid: string = randomUUID(),
): Promise<TestGuest> {
  const made = await pb.request<{ id: string }>('/api/exam/guest', { method: 'POST', body: { uuid } });
  const gate = await pb.request('/api/exam/guest', { method: 'PATCH', body: { uuid, name, email } });
  expect(gate.status, JSON.stringify(gate.body)).toBe(200);
  return { id: made.body.id, uuid, headers: { 'guest-uuid': uuid } };
}

/** A guest, made through the API; with the gate finished unless `finished` is false. */
export async function makeGuest(pb: TestPocketBase, finished = true): Promise<TestGuest> {
  const { id, uuid } = await createGuest(pb, randomUUID(), finished);
  return { id, uuid, headers: { 'guest-uuid': uuid } };
}

export async function guestSearch(pb: TestPocketBase, slug: string, guest?: TestGuest) {
  return pb.request<GuestSearchResponse>('/api/room/guest-search', {
    method: 'POST',
    body: { slug },
    headers: guest?.headers,
  });
}

/** The sheet's slots in order. */
export const slotsOf = (room: GuestRoom): SheetSlot[] =>
  room.exams.flatMap((e) => e.sections.flatMap((s) => s.groups.flatMap((g) => g.slots)));

/** The bound question ids of a room's sheet, in sheet order. */
export async function questionIds(pb: TestPocketBase, slug: string): Promise<string[]> {
  const res = await guestSearch(pb, slug);
  expect(res.status).toBe(200);
  return slotsOf(res.body.room)
    .map((s) => s.questionId)
    .filter((id): id is string => !!id);
}

export const saveDraft = (pb: TestPocketBase, guest: TestGuest | undefined, body: unknown) =>
  pb.request('/api/exam/pending-submission', { method: 'POST', body, headers: guest?.headers });

export const submit = (pb: TestPocketBase, guest: TestGuest | undefined, body: unknown) =>
  pb.request('/api/exam/submission', { method: 'POST', body, headers: guest?.headers });
