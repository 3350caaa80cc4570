// A teacher acting through the API, as the screens would: the exam-day specs and the axe walk drive the
// student's sheet while the teacher pauses, collects or changes the room.
import { expect } from '@playwright/test';
import { unique } from './admin';
import { createUser, importDemoCopy, pbUrl } from './stack';

/** A user's token, signed in with their password. */
export async function teacherToken(email: string, password: string) {
  const res = await fetch(`${pbUrl}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A teacher of their own, signed in through the API, and a copy of the demo room they manage. */
export async function teacherRoom(name: string, timeLimit: number) {
  const teacher = createUser(`${unique(name)}@answersheet.test`);
  const token = await teacherToken(teacher.email, teacher.password);
  const room = importDemoCopy(unique(name), [teacher.email]);
  /** A request of the teacher's, which must succeed. */
  const asTeacher = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${pbUrl}${path}`, {
      method,
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  await asTeacher('PATCH', `/api/room/patch/${room.id}`, { time_limit: timeLimit });
  return { room, asTeacher };
}
