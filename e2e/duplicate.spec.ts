// Duplicate and import (docs/product.md, "Duplicate and import") against the real stack: Duplicate room from
// the room's Action menu (without its students) and from a dashboard card's menu (with them), Duplicate exam
// from the library; each copy is "… (copy)" and says where it came from.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { createUser, importSmallRoom, pbUrl } from './support/stack';
import { teacherToken } from './support/teacher';

async function call(path: string, method: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${pbUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return res.json();
}

/** A named student who submitted the room's first box. */
async function submitted(slug: string, name: string) {
  const uuid = randomUUID();
  const guest = { 'guest-uuid': uuid };
  await call('/api/exam/guest', 'POST', { uuid });
  await call('/api/exam/guest', 'PATCH', { uuid, name, email: `${name.toLowerCase()}@example.com` });
  const found = await call('/api/room/guest-search', 'POST', { slug }, guest);
  const questionId = found.room.exams[0].sections[0].groups[0].slots[0].questionId;
  await call(
    '/api/exam/submission',
    'POST',
    { Room: found.room.id, raw: { answers: [{ questionId, value: 'x' }] } },
    guest,
  );
}

const today = () => new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

test('Duplicate room from the Action menu makes "(copy)" without its students and says where it came from', async ({
  page,
}) => {
  const owner = createUser(`${unique('dup-owner')}@example.com`);
  const slug = unique('dup');
  importSmallRoom(slug, [owner.email]);
  await submitted(slug, 'Amira');

  await signIn(page, owner.email, owner.password);
  await page.getByRole('link', { name: `Room ${slug}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Room ${slug}` })).toBeVisible();
  await page.getByRole('button', { name: 'Action' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate room' });
  await expect(dialog.getByRole('checkbox', { name: 'Copy its students’ data too' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  // The toast first: it lasts 4 s, and the copy's screen may take longer to load on a busy machine.
  await expect(page.getByText(`a copy of “Room ${slug}”, without its students`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Room ${slug} (copy)` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/_/room/${slug}-2$`));
  await expect(page.getByText(`Duplicated from Room ${slug} on ${today()}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The copy has no students; the original keeps Amira.
  await page.goto(`/_/room/${slug}-2/results`);
  await expect(page.getByText('Amira')).toHaveCount(0);
  await page.goto(`/_/room/${slug}/results`);
  await expect(page.getByText('Amira').first()).toBeVisible();
});

test("Duplicate room from a dashboard card's menu, with its students' data, makes (copy 2) holding them", async ({
  page,
}) => {
  const owner = createUser(`${unique('dup-card')}@example.com`);
  const slug = unique('dupcard');
  importSmallRoom(slug, [owner.email]);
  await submitted(slug, 'Bashir');
  const token = await teacherToken(owner.email, owner.password);
  const rooms = await (await fetch(`${pbUrl}/api/room/list`, { headers: { authorization: token } })).json();
  const id = rooms.items.find((r: { slug: string }) => r.slug === slug).id;
  await call(`/api/room/duplicate/${id}`, 'POST', {}, { authorization: token });

  await signIn(page, owner.email, owner.password);
  await page.getByRole('button', { name: `More for Room ${slug}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Duplicate room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate room' });
  await dialog.getByRole('checkbox', { name: 'Copy its students’ data too' }).check();
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText(`a copy of “Room ${slug}”, with its students’ data`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Room ${slug} (copy 2)` })).toBeVisible();
  await expect(page.getByText(`Duplicated from Room ${slug} on ${today()}`)).toBeVisible();
  await page.goto(`/_/room/${slug}-3/results`);
  await expect(page.getByText('Bashir').first()).toBeVisible();
});

test('Duplicate exam in the library makes "(copy)" and its editor says where it came from', async ({
  page,
}) => {
  const owner = createUser(`${unique('dup-exam')}@example.com`);
  const token = await teacherToken(owner.email, owner.password);
  const name = unique('Mock Reading');
  await call(
    '/api/library/exams',
    'POST',
    {
      name,
      kind: 'other',
      bands: null,
      accept_initials: false,
      sections: [
        {
          name: 'Part 1',
          groups: [{ from: 1, to: 1, either_order: [], questions: [{ num: 1, keys: ['a'] }] }],
        },
      ],
    },
    { authorization: token },
  );

  await signIn(page, owner.email, owner.password);
  await page.goto('/_/exams');
  await page.getByRole('button', { name: `Duplicate ${name}`, exact: true }).click();
  await expect(page.getByText(`Made “${name} (copy)”: a copy of “${name}”.`)).toBeVisible();
  await page.getByRole('link', { name: `Edit ${name} (copy)`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (copy)` })).toBeVisible();
  await expect(page.getByText(`Duplicated from ${name} on ${today()}`)).toBeVisible();
});
