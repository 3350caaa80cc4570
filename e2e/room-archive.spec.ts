// A room leaves as a .zip and comes back in another teacher's browser: the exams, their keys, paperwork and
// recordings, and the room's settings (its delivery, each exam's own minutes), all through the app's own
// screens against the real server.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { createUser, demoAdmin, importDemoCopy, pbUrl, records, superuserToken } from './support/stack';

interface StoredRoom {
  id: string;
  delivery: string;
  Exams: string[];
  config: Record<string, { minutes?: number }> | null;
}
const storedRoom = async (slug: string) =>
  (await records<StoredRoom>('rooms', `filter=(slug='${slug}')`))[0]!;

interface GuestRoomBody {
  room: {
    total: number;
    exams: { sections: { media: string[]; audio: string | null }[] }[];
  };
}

test('a room exported as a .zip is imported by another teacher, whole', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const room = importDemoCopy(unique('archive'));
  // On computer, the first exam with a time of its own (docs/architecture.md, "Exams one after another").
  const [first] = (await storedRoom(room.slug)).Exams;
  const set = await fetch(`${pbUrl}/api/collections/rooms/records/${room.id}`, {
    method: 'PATCH',
    headers: { authorization: await superuserToken(), 'content-type': 'application/json' },
    body: JSON.stringify({ delivery: 'computer', config: { [first!]: { minutes: 25 } } }),
  });
  expect(set.status, await set.clone().text()).toBe(200);
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto(`/_/room/${room.slug}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export room' }).click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toBe(`${room.slug}.zip`);

  // Another teacher, another browser: the same slug is taken, so the suggestion is offered.
  const teacher = createUser(`${unique('importer')}@school.test`);
  const other = await (await browser.newContext()).newPage();
  await signIn(other, teacher.email, teacher.password);
  await other.getByRole('button', { name: 'Import a room' }).click();
  const dialog = other.getByRole('dialog', { name: 'Import a room' });
  await dialog.getByLabel('Room file (.zip or .json)').setInputFiles({
    name: `${room.slug}.zip`,
    mimeType: 'application/zip',
    buffer: readFileSync(file),
  });
  await expect(dialog.getByText(/2 exams, 80 questions/)).toBeVisible();
  await dialog.getByRole('button', { name: /^Use / }).click();
  await expect(dialog.getByText('Available')).toBeVisible();
  const slug = await dialog.getByLabel('Slug').inputValue();
  expect(slug).not.toBe(room.slug);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(other).toHaveURL(new RegExp(`/_/room/${slug}$`), { timeout: 60_000 });

  // The settings came along: the delivery, and the first exam's minutes under its new id, and nothing for the second.
  const imported = await storedRoom(slug);
  expect(imported.delivery).toBe('computer');
  expect(imported.Exams).toHaveLength(2);
  expect(imported.Exams).not.toContain(first);
  expect(imported.config).toEqual({ [imported.Exams[0]!]: { minutes: 25 } });

  // What students of the new room get: every box, and each part's paperwork and recording.
  const guestRoom = async (s: string) => {
    const res = await other.request.post('/api/room/guest-search', { data: { slug: s } });
    return ((await res.json()) as GuestRoomBody).room;
  };
  const original = await guestRoom(room.slug);
  const copy = await guestRoom(slug);
  expect(copy.total).toBe(80);
  const shape = (r: GuestRoomBody['room']) =>
    r.exams.flatMap((exam) => exam.sections.map((s) => [s.media.length, s.audio !== null]));
  expect(shape(copy)).toEqual(shape(original));
  expect(shape(copy).some(([, audio]) => audio)).toBe(true);
});
