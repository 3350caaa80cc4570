// A teacher switches off part of a room while a student is writing (docs/architecture.md, "Robustness
// rules"): the student's autosaves and submission still go through, with what they typed.
import { expect, test } from '@playwright/test';
import { importDemoCopy, pbUrl, records, superuserToken } from './support/stack';
import { finishGate, saveStatus, submitWithBlanks } from './support/guest';

test('a student still saves and submits after the teacher switches off a section mid-test', async ({
  page,
}) => {
  const room = importDemoCopy(`mid-test-${process.pid}-${Date.now()}`);
  await page.goto(`/ielts/${room.slug}`);
  await finishGate(page, 'Mid Test', 'mid@example.com');

  const part = (name: string) => page.getByRole('group', { name, exact: true });
  const status = saveStatus(page);
  await part('Part 1').getByRole('textbox', { name: 'Question 1', exact: true }).fill('Whitfield');
  await expect(status).toHaveText('Saved');

  // The teacher switches off the Listening test's Part 1 (the box the student just answered).
  const token = await superuserToken();
  const roomRecord = await (
    await fetch(`${pbUrl}/api/collections/rooms/records/${room.id}?expand=Exams`, {
      headers: { authorization: token },
    })
  ).json();
  const listening = roomRecord.expand.Exams[0];
  const res = await fetch(`${pbUrl}/api/collections/rooms/records/${room.id}`, {
    method: 'PATCH',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ config: { [listening.id]: { disabled_exam_sections: [listening.Sections[0]] } } }),
  });
  expect(res.status).toBe(200);

  // The student, whose sheet still shows Part 1, keeps typing: the autosave is taken.
  await part('Part 2').getByRole('textbox', { name: 'Question 11', exact: true }).fill('museum');
  await expect(status).toHaveText('Saved');
  await expect(page.getByText('Some answers are not for this room.')).toHaveCount(0);

  await submitWithBlanks(page);
  const [stored] = await records<{ raw: { answers: { value: string }[] } }>(
    'submissions',
    `filter=(Room='${room.id}')`,
  );
  expect(stored!.raw.answers.map((a) => a.value)).toEqual(expect.arrayContaining(['Whitfield', 'museum']));
});
