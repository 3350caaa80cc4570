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

/**
 * A random v4 UUID. Browsers give crypto.randomUUID only to secure contexts (https, localhost); a school
 * serving the app over plain http on a LAN name has only crypto.getRandomValues.
 */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // Byte 6 carries the version (4), byte 8 the RFC 4122 variant.
  const versioned = (byte: number, i: number) =>
    i === 6 ? (byte & 0x0f) | 0x40 : i === 8 ? (byte & 0x3f) | 0x80 : byte;
  const hex = Array.from(bytes, (byte, i) => versioned(byte, i).toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The stored guest UUID, made (randomUuid) and stored when absent or malformed. */
export function ensureGuestUuid(): string {
  const existing = readGuestUuid();
  if (existing) return existing;
  const uuid = randomUuid();
  try {
    localStorage.setItem(GUEST_UUID_KEY, uuid);
  } catch {
    // Storage can be off (private mode); the guest then lives for this page only.
  }
  return uuid;
}
