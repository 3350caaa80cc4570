// The guest's identity: a random UUID kept in local storage, and nothing else.
export const GUEST_UUID_KEY = 'answersheet_guest_uuid';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function readGuestUuid(): string | null {
  try {
    const value = localStorage.getItem(GUEST_UUID_KEY);
    return value && UUID.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** The stored guest UUID, made (crypto.randomUUID) and stored when absent or malformed. */
export function ensureGuestUuid(): string {
  const existing = readGuestUuid();
  if (existing) return existing;
  const uuid = crypto.randomUUID();
  try {
    localStorage.setItem(GUEST_UUID_KEY, uuid);
  } catch {
    // Storage can be off (private mode); the guest then lives for this page only.
  }
  return uuid;
}
