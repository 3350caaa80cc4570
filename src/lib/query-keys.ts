// Query keys (rooms, room, exam, question), built in one place so invalidation matches.
export const queryKeys = {
  rooms: ['rooms'] as const,
  room: (slug: string) => ['room', slug] as const,
  question: (groupId: string) => ['question', groupId] as const,
  guest: (uuid: string) => ['guest', uuid] as const,
  guestRoom: (slug: string, uuid: string) => ['exam', slug, uuid] as const,
};
