// What stops a submission before it is sent (docs/product.md, "Guest sheet").
export const ROOM_NOT_FOUND = 'Something went wrong (Room was not found)';
export const GUEST_NOT_IDENTIFIED = 'Something went wrong (Guest is not identified)';

/** The message to toast instead of submitting, or null when room and guest are known. */
export function submitProblem(
  room: { id?: string } | null | undefined,
  guest: { id?: string } | null | undefined,
) {
  if (!room?.id) return ROOM_NOT_FOUND;
  if (!guest?.id) return GUEST_NOT_IDENTIFIED;
  return null;
}
