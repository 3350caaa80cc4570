// Times on the teacher's screens in the room's zone (docs/product.md, "Times in the room's zone"): a room's
// `time_zone` (an IANA name), or the browser's own when it has none.

/** The zones a room may take: the browser's list (Intl), UTC among them. */
export function timeZones(): string[] {
  const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return list.includes('UTC') ? list : ['UTC', ...list];
}

/** The zone a screen shows a room's times in: the room's, or undefined for the browser's. */
function zoneOf(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** A stored time ("2026-11-28 03:41:07.512Z") on the room's clock: "10:41", or with seconds. */
export function formatRoomTime(
  stored: string,
  zone: string | null | undefined,
  options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' },
): string {
  const ms = Date.parse(stored.replace(' ', 'T'));
  if (Number.isNaN(ms)) return '—';
  return new Intl.DateTimeFormat(undefined, { ...options, timeZone: zoneOf(zone) }).format(ms);
}
