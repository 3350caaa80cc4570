// Times in a room's zone (docs/architecture.md, "Times in the room's zone"): a room's `time_zone` is an IANA
// name, or blank for none (the browser's on screens, UTC in files). goja has no Intl, so our build gives the
// zones (native.js's timeZone, server/internal/rules/time_zone.go); elsewhere (the unit tests under Node) Intl does the
// same. An official PocketBase binary has neither: a room's zone is then only checked for its form, and
// files are written in UTC, which their header says.

const native = require('./native.js');

const ZONE_FORM = /^(UTC|[A-Z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+){1,2})$/;
const ZONE_MAX = 64;

/** What knows the zones: { valid(name), local(ms, name) }, or null when nothing does. */
function zones() {
  const bound = native.timeZone();
  if (bound) return bound;
  if (typeof Intl === 'undefined') return null;
  return {
    valid(name) {
      try {
        return name !== '' && Boolean(new Intl.DateTimeFormat('en', { timeZone: name }));
      } catch (_) {
        return false;
      }
    },
    local(ms, name) {
      const parts = {};
      const format = new Intl.DateTimeFormat('en-GB', {
        timeZone: name,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      for (const part of format.formatToParts(new Date(ms))) parts[part.type] = part.value;
      return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
    },
  };
}

/** Whether `name` is a zone a room may take. */
function isTimeZone(name) {
  if (typeof name !== 'string' || name.length > ZONE_MAX || !ZONE_FORM.test(name)) return false;
  const known = zones();
  return known ? known.valid(name) : true;
}

/** The zone a room's files are written in: its own when it has one this server knows, else UTC. */
function fileZone(roomZone) {
  const known = zones();
  return roomZone && known && known.valid(roomZone) ? roomZone : 'UTC';
}

/**
 * A stored time ("2026-11-28 03:41:07.512Z") as a spreadsheet reads it in `zone` (fileZone's):
 * "2026-11-28 10:41"; '' for no time.
 */
function spreadsheetTime(stored, zone) {
  const ms = typeof stored === 'string' && stored !== '' ? Date.parse(stored.replace(' ', 'T')) : NaN;
  if (Number.isNaN(ms)) return '';
  if (zone === 'UTC') return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  return zones().local(ms, zone);
}

/** The date ("2026-11-28") at `ms` in a room's zone (fileZone's: its own, else UTC). */
function zoneDate(ms, roomZone) {
  const zone = fileZone(roomZone);
  if (zone === 'UTC') return new Date(ms).toISOString().slice(0, 10);
  return zones().local(ms, zone).slice(0, 10);
}

module.exports = { ZONE_MAX, isTimeZone, fileZone, spreadsheetTime, zoneDate };
