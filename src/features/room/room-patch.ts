import type { RoomPatchBody, RoomRecord } from '@/lib/api-types';

/** The room as it will be once `body` is saved: what the screen shows while the save is under way. */
export function applyRoomPatch(room: RoomRecord, body: RoomPatchBody): RoomRecord {
  const next: RoomRecord = { ...room, ...body };
  if (body.Exams && room.expand?.Exams) {
    const byId = new Map(room.expand.Exams.map((exam) => [exam.id, exam]));
    next.expand = { ...room.expand, Exams: body.Exams.flatMap((id) => byId.get(id) ?? []) };
  }
  return next;
}

/** The patch that takes an exam out of the room, with its part of the config (which may name only the room's exams). */
export function withoutExam(room: RoomRecord, examId: string): RoomPatchBody {
  const body: RoomPatchBody = { Exams: room.Exams.filter((id) => id !== examId) };
  if (room.config && examId in room.config) {
    const { [examId]: _removed, ...config } = room.config;
    body.config = config;
  }
  return body;
}
