// A student's history (docs/product.md, "Students across mocks"): every mock of theirs in the teacher's
// rooms, newest first, with raw scores and bands; a chart of bands over time per skill; the share right by
// question type, recent against all; the Writing and Speaking criteria over time; printable; and the
// student's own progress link, which the teacher can renew.
import { Copy, Printer, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useReactToPrint } from 'react-to-print';
import { LoadError } from '@/components/load-error';
import { StudentTypesTable } from '@/components/student-types-table';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { StudentRoom } from '@/lib/api-types';
import { formatBand, SPEAKING_CRITERIA, writingCriteria } from '@/lib/marks';
import { usePageHeader } from '@/lib/page-header';
import { paths } from '@/lib/paths';
import {
  criteriaOverTime,
  formatDay,
  hasBands,
  SKILLS,
  SKILL_LABELS,
  skillBands,
} from '@/lib/student-history';
import { toast } from '@/lib/toast';
import { useRenewToken, useStudent } from '../api/students';

const BandChart = lazy(() => import('../components/band-chart'));

/** Listening's or Reading's raw score beside its band. */
function scoreOf(room: StudentRoom, kinds: string[]) {
  const exam = room.exams.find((x) => kinds.includes(x.kind));
  return exam ? `${exam.score}/${exam.total} · ${formatBand(exam.band)}` : '—';
}

export default function StudentRoute() {
  const { id = '' } = useParams();
  const history = useStudent(id);
  const renew = useRenewToken(id);
  const contentRef = useRef<HTMLDivElement>(null);
  const student = history.data?.student;
  const print = useReactToPrint({
    contentRef,
    documentTitle: student ? `${student.name || student.email} — progress` : 'Student',
    onPrintError: (where, error) => console.error(`Print failed (${where}):`, error),
  });
  usePageHeader({
    title: student ? student.name || student.email : 'Student',
    subtitle: student?.email,
    backHref: paths.admin.students,
    loading: history.isFetching,
  });

  if (history.isPending)
    return (
      <div role="status" aria-label="Loading the student" className="grid gap-3">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  if (history.isError)
    return (
      <LoadError
        title="Could not load this student"
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      >
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.students}>All students</Link>
        </Button>
      </LoadError>
    );

  const { rooms, types } = history.data;
  const link = `${window.location.origin}${paths.progress(history.data.student.token)}`;
  const criteria = criteriaOverTime(rooms).filter((row) => row.writing || row.speaking);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Button variant="outline" size="sm" onClick={() => print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(link)
              .then(() => toast.success('Progress link copied.'))
              .catch(() => toast.error('Could not copy: select the link and copy it.'))
          }
        >
          <Copy aria-hidden="true" />
          Copy progress link
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={renew.isPending}
          onClick={() =>
            renew.mutate(undefined, {
              onSuccess: () => toast.success('New progress link made: the old one no longer opens.'),
            })
          }
        >
          <RefreshCw aria-hidden="true" />
          {renew.isPending ? 'Renewing…' : 'Renew link'}
        </Button>
        <a href={link} className="break-all text-sm text-muted-foreground underline-offset-2 hover:underline">
          {link}
        </a>
      </div>
      <div ref={contentRef} className="grid gap-6">
        {rooms.length === 0 ? (
          <p className="text-sm text-muted-foreground">No mock submitted in your rooms yet.</p>
        ) : (
          <>
            <section aria-labelledby="bands-heading" className="grid gap-2">
              <h2 id="bands-heading" className="text-lg font-semibold">
                Bands over time
              </h2>
              {hasBands(rooms) ? (
                <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                  <BandChart rooms={rooms} />
                </Suspense>
              ) : (
                <p className="text-sm text-muted-foreground">
                  No bands yet: a mock shows a band once it holds a whole Listening, Reading, Writing or
                  Speaking test and is scored or marked.
                </p>
              )}
            </section>
            <section aria-labelledby="mocks-heading" className="grid gap-2">
              <h2 id="mocks-heading" className="text-lg font-semibold">
                Mocks
              </h2>
              <div className="overflow-x-auto rounded-md border">
                <table className="w-full text-sm">
                  <thead className="bg-muted/50 text-left">
                    <tr>
                      <th scope="col" className="p-2">
                        Mock
                      </th>
                      <th scope="col" className="p-2">
                        Listening
                      </th>
                      <th scope="col" className="p-2">
                        Reading
                      </th>
                      <th scope="col" className="p-2">
                        Writing
                      </th>
                      <th scope="col" className="p-2">
                        Speaking
                      </th>
                      <th scope="col" className="p-2">
                        Overall
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rooms.map((room) => {
                      const bands = skillBands(room);
                      return (
                        <tr key={room.id} className="border-t">
                          <th scope="row" className="p-2 text-left font-normal">
                            <Link
                              to={paths.admin.roomResults(room.slug)}
                              className="font-medium underline-offset-2 hover:underline"
                            >
                              {room.name}
                            </Link>
                            <div className="text-muted-foreground">{formatDay(room.date)}</div>
                          </th>
                          <td className="p-2 tabular-nums">{scoreOf(room, ['listening'])}</td>
                          <td className="p-2 tabular-nums">
                            {scoreOf(room, ['academic_reading', 'general_reading'])}
                          </td>
                          <td className="p-2 tabular-nums">{formatBand(bands.writing)}</td>
                          <td className="p-2 tabular-nums">{formatBand(bands.speaking)}</td>
                          <td className="p-2 font-medium tabular-nums">{formatBand(room.overall)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <p className="sr-only">
                {SKILLS.map((skill) => SKILL_LABELS[skill]).join(', ')} bands are in the table above.
              </p>
            </section>
            <section aria-labelledby="types-heading" className="grid gap-2">
              <h2 id="types-heading" className="text-lg font-semibold">
                By question type
              </h2>
              <StudentTypesTable types={types} />
            </section>
            {criteria.length > 0 && (
              <section aria-labelledby="criteria-heading" className="grid gap-2">
                <h2 id="criteria-heading" className="text-lg font-semibold">
                  Writing and Speaking criteria
                </h2>
                <div className="overflow-x-auto rounded-md border">
                  <table className="w-full text-sm">
                    <thead className="bg-muted/50 text-left">
                      <tr>
                        <th scope="col" className="p-2">
                          Mock
                        </th>
                        {writingCriteria(2).map((c) => (
                          <th key={`w-${c.key}`} scope="col" className="p-2">
                            <abbr
                              title={`Writing: ${c.key === 'ta' ? 'Task Achievement / Response' : c.name}`}
                            >
                              W {c.key.toUpperCase()}
                            </abbr>
                          </th>
                        ))}
                        {SPEAKING_CRITERIA.map((c) => (
                          <th key={`s-${c.key}`} scope="col" className="p-2">
                            <abbr title={`Speaking: ${c.name}`}>S {c.key.toUpperCase()}</abbr>
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {criteria.map((row, i) => (
                        <tr key={`${row.room}-${i}`} className="border-t">
                          <th scope="row" className="p-2 text-left font-normal">
                            {row.room}
                            <div className="text-muted-foreground">{formatDay(row.date)}</div>
                          </th>
                          {writingCriteria(2).map((c) => (
                            <td key={c.key} className="p-2 tabular-nums">
                              {formatBand(row.writing ? row.writing[c.key] : null)}
                            </td>
                          ))}
                          {SPEAKING_CRITERIA.map((c) => (
                            <td key={c.key} className="p-2 tabular-nums">
                              {formatBand(row.speaking ? row.speaking[c.key] : null)}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}
