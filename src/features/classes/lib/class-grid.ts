// The class page's figures (docs/product.md, "Classes"), from GET /api/classes/{id}/progress: the students ×
// mocks grid of one band, the class's mean per skill in each mock, the share right by type, and the CSV.
import type { ClassProgress } from '@/lib/api-types';
import { percent } from '@/lib/student-history';

export const GRID_BANDS = ['overall', 'listening', 'reading', 'writing', 'speaking'] as const;
export type GridBand = (typeof GRID_BANDS)[number];
export const BAND_LABELS: Record<GridBand, string> = {
  overall: 'Overall',
  listening: 'Listening',
  reading: 'Reading',
  writing: 'Writing',
  speaking: 'Speaking',
};

/** A band as shown: "6.5", or "—" for none. */
export const bandText = (band: number | null | undefined) =>
  typeof band === 'number' ? band.toFixed(1) : '—';

/** A student's `band` in a room: null when they did not sit it or it has no such band. */
export const bandIn = (
  student: ClassProgress['students'][number],
  roomId: string,
  band: GridBand,
): number | null => student.bands[roomId]?.[band] ?? null;

/** The class's mean of `band` in each room (over those with one, to one decimal), null where none has it. */
export function meansByRoom(progress: ClassProgress, band: GridBand): (number | null)[] {
  return progress.rooms.map((room) => {
    const bands = progress.students
      .map((s) => bandIn(s, room.id, band))
      .filter((b): b is number => b !== null);
    return bands.length ? Math.round((bands.reduce((a, b) => a + b, 0) / bands.length) * 10) / 10 : null;
  });
}

/** The heat-map: one row per type, one column per skill, each cell the share right (null: none given). */
export function heatMap(types: ClassProgress['types']) {
  const skills = Array.from(new Set(types.map((t) => t.skill)));
  const kinds = Array.from(new Set(types.map((t) => t.type)));
  const at = new Map(types.map((t) => [`${t.skill}/${t.type}`, t]));
  return {
    skills,
    rows: kinds.map((type) => ({
      type,
      cells: skills.map((skill) => {
        const entry = at.get(`${skill}/${type}`);
        return entry
          ? { right: entry.right, total: entry.total, share: percent(entry.right, entry.total) }
          : null;
      }),
    })),
  };
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The grid as CSV: a row per student (name, e-mail, then the band in each room), a header of the rooms. */
export function gridCsv(progress: ClassProgress, band: GridBand): string {
  const head = ['Name', 'E-mail', ...progress.rooms.map((r) => `${r.name} (${BAND_LABELS[band]})`)];
  const rows = progress.students.map((s) => [
    s.name,
    s.email,
    ...progress.rooms.map((r) => {
      const value = bandIn(s, r.id, band);
      return value === null ? '' : value.toFixed(1);
    }),
  ]);
  return [head, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
