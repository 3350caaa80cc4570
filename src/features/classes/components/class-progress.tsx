// The class across the teacher's mocks (docs/product.md, "Classes"): the students × mocks grid of one band
// with a CSV of it, the class's mean per skill in each mock, and the share right by question type and skill.
// Tables throughout: every figure is written in its cell, colour only repeats it.
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { ClassProgress } from '@/lib/api-types';
import { paths } from '@/lib/paths';
import { SKILL_LABELS, TYPE_LABELS } from '@/lib/student-history';
import { saveFile } from '@/lib/save-file';
import { cn } from '@/lib/utils';
import {
  BAND_LABELS,
  GRID_BANDS,
  bandIn,
  bandText,
  gridCsv,
  heatMap,
  meansByRoom,
  type GridBand,
} from '../lib/class-grid';

const dateText = (date: string) => new Date(date.replace(' ', 'T')).toLocaleDateString();

/** A heat-map cell's colours by share right: light and dark both hold 4.5:1 with the text. */
function heatClass(share: number | null): string {
  if (share === null) return '';
  if (share >= 80) return 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50';
  if (share >= 60) return 'bg-lime-100 text-lime-950 dark:bg-lime-950 dark:text-lime-50';
  if (share >= 40) return 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50';
  return 'bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-50';
}

function Grid({ progress, className }: { progress: ClassProgress; className: string }) {
  const [band, setBand] = useState<GridBand>('overall');
  const ids = useId();
  const download = () =>
    saveFile(
      new Blob([`\uFEFF${gridCsv(progress, band)}`], { type: 'text/csv;charset=utf-8' }),
      `${className} ${BAND_LABELS[band]}.csv`,
    );
  return (
    <section aria-labelledby={`${ids}-grid`} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={`${ids}-grid`} className="text-lg font-semibold">
          Bands by mock
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-band`}>Band</Label>
            <NativeSelect
              id={`${ids}-band`}
              value={band}
              onChange={(event) => setBand(event.target.value as GridBand)}
            >
              {GRID_BANDS.map((b) => (
                <option key={b} value={b}>
                  {BAND_LABELS[b]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button variant="outline" onClick={download}>
            <Download aria-hidden="true" />
            Download CSV
          </Button>
        </div>
      </div>
      <ScrollArea label="Table of bands by mock">
        <table className="w-full text-sm">
          <caption className="sr-only">
            {BAND_LABELS[band]} band of each student in each mock, oldest first
          </caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-3 font-medium">
                Student
              </th>
              {progress.rooms.map((room) => (
                <th key={room.id} scope="col" className="px-2 py-2 text-right font-medium">
                  <Link to={paths.admin.roomResults(room.slug)} className="hover:underline">
                    {room.name}
                  </Link>
                  <span className="block text-xs font-normal text-muted-foreground">
                    {dateText(room.date)}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {progress.students.map((student) => (
              <tr key={student.id} className="border-b">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  {student.name}
                  <span className="block text-xs text-muted-foreground">{student.email}</span>
                </th>
                {progress.rooms.map((room) => (
                  <td key={room.id} className="px-2 py-1.5 text-right tabular-nums">
                    {student.bands[room.id] ? (
                      bandText(bandIn(student, room.id, band))
                    ) : (
                      <span aria-label="not sat">–</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}

function Means({ progress }: { progress: ClassProgress }) {
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-means`} className="grid gap-3">
      <h2 id={`${ids}-means`} className="text-lg font-semibold">
        Class mean per skill
      </h2>
      <ScrollArea label="Table of the class mean per skill">
        <table className="w-full text-sm">
          <caption className="sr-only">The class’s mean band per skill in each mock, oldest first</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-3 font-medium">
                Skill
              </th>
              {progress.rooms.map((room) => (
                <th key={room.id} scope="col" className="px-2 py-2 text-right font-medium">
                  {room.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GRID_BANDS.map((band) => (
              <tr key={band} className="border-b">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  {BAND_LABELS[band]}
                </th>
                {meansByRoom(progress, band).map((mean, i) => (
                  <td key={progress.rooms[i]!.id} className="px-2 py-1.5 text-right tabular-nums">
                    {bandText(mean)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}

function HeatMap({ progress }: { progress: ClassProgress }) {
  const ids = useId();
  const map = heatMap(progress.types);
  return (
    <section aria-labelledby={`${ids}-types`} className="grid gap-3">
      <h2 id={`${ids}-types`} className="text-lg font-semibold">
        Right answers by question type
      </h2>
      {map.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No Listening or Reading answers yet.</p>
      ) : (
        <ScrollArea label="Table of right answers by question type">
          <table className="text-sm">
            <caption className="sr-only">
              Share of right answers by question type and skill, over every mock
            </caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Question type
                </th>
                {map.skills.map((skill) => (
                  <th key={skill} scope="col" className="px-3 py-2 text-right font-medium">
                    {SKILL_LABELS[skill as keyof typeof SKILL_LABELS] ?? skill}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {map.rows.map((row) => (
                <tr key={row.type} className="border-b">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                    {TYPE_LABELS[row.type as keyof typeof TYPE_LABELS] ?? row.type}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td
                      key={map.skills[i]}
                      className={cn('px-3 py-1.5 text-right tabular-nums', heatClass(cell?.share ?? null))}
                    >
                      {cell && cell.share !== null ? (
                        <>
                          {cell.share}%
                          <span className="block text-xs">
                            {cell.right} of {cell.total}
                          </span>
                        </>
                      ) : (
                        <span aria-label="none given">–</span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </section>
  );
}

export function ClassProgressView({ progress, className }: { progress: ClassProgress; className: string }) {
  if (progress.rooms.length === 0)
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        No one of this class has submitted in your rooms yet. Give a room this class in its settings; the
        bands show here as they submit.
      </p>
    );
  return (
    <div className="grid gap-8">
      <Grid progress={progress} className={className} />
      <Means progress={progress} />
      <HeatMap progress={progress} />
    </div>
  );
}

/**
 * A wide table's sideways scroll: reachable by keyboard (a focusable region), so a table wider than a 360 px
 * screen can be read with the arrow keys.
 */
function ScrollArea({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scrolling region must take the focus to be scrolled by keyboard (WCAG 2.1.1), as axe asks.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </div>
  );
}
