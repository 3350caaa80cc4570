/** PocketBase writes times as "2025-03-01 10:00:00.000Z"; Date.parse wants a "T". NaN when none. */
export const parseServerTime = (value: string | null | undefined): number =>
  value ? Date.parse(value.replace(' ', 'T')) : Number.NaN;
