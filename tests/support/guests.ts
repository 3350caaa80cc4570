// Making a guest through the API, the way a browser does: POST /api/exam/guest, then (unless told
// otherwise) the gate with a name and an e-mail. Throws when the server refuses, so any caller may use it.
import { randomUUID } from 'node:crypto';
import type { TestPocketBase } from './pocketbase';

export async function createGuest(
  pb: TestPocketBase,
  uuid: string = randomUUID(),
  finished = true,
): Promise<{ id: string; uuid: string }> {
  const made = await pb.request('/api/exam/guest', { method: 'POST', body: { uuid } });
  if (made.status !== 200) throw new Error(`guest not made: ${made.status} ${JSON.stringify(made.body)}`);
  if (finished) {
    const gate = await pb.request('/api/exam/guest', {
      method: 'PATCH',
      body: { uuid, name: `Student ${uuid.slice(0, 8)}`, email: 'student@school.test' },
    });
    if (gate.status !== 200) throw new Error(`gate refused: ${gate.status} ${JSON.stringify(gate.body)}`);
  }
  return { id: made.body.id, uuid };
}
