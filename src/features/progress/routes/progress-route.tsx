// A student's own progress (docs/product.md, "Students across mocks"): no sign-in, the link's token is the
// key. Their bands over time and by question type, from what each room lets them see (the server leaves out
// hidden rooms and unreleased marks). Kept light for a phone: plain fetch, bars drawn with CSS, no chart
// library (tests/integration/bundle-budget.test.ts holds its own code to 60 KB gzip).
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { StudentTypesTable } from '@/components/student-types-table';
import type { StudentProgress } from '@/lib/api-types';
import { formatBand } from '@/lib/marks';
import { formatDay, SKILLS, SKILL_LABELS, skillBands } from '@/lib/student-history';

class ProgressError extends Error {
  constructor(readonly status: number) {
    super(
      status === 404 ? 'This progress link is not valid. Ask your teacher for a new one.' : 'Could not load.',
    );
  }
}

async function getProgress(token: string): Promise<StudentProgress> {
  const response = await fetch(`/api/progress/${encodeURIComponent(token)}`);
  if (!response.ok) throw new ProgressError(response.status);
  return (await response.json()) as StudentProgress;
}

// The bar colours of the skills: the same in both themes, each with a text label beside it.
const BAR = {
  listening: 'bg-sky-600',
  reading: 'bg-amber-600',
  writing: 'bg-emerald-600',
  speaking: 'bg-fuchsia-600',
};

export default function ProgressRoute() {
  const { token = '' } = useParams();
  const progress = useQuery({
    queryKey: ['progress', token],
    queryFn: () => getProgress(token),
    retry: (count, error) => !(error instanceof ProgressError && error.status === 404) && count < 2,
  });
  return (
    <main className="mx-auto grid max-w-3xl gap-6 p-4 sm:p-6">
      {progress.isPending ? (
        <p role="status">Loading your progress…</p>
      ) : progress.isError ? (
        <div role="alert" className="grid gap-3">
          <h1 className="text-2xl font-semibold">Your progress</h1>
          <p>{progress.error.message}</p>
          {!(progress.error instanceof ProgressError && progress.error.status === 404) && (
            <button
              type="button"
              className="justify-self-start rounded-md border px-3 py-2"
              onClick={() => void progress.refetch()}
            >
              Try again
            </button>
          )}
        </div>
      ) : (
        <>
          <header className="grid gap-1">
            <h1 className="text-2xl font-semibold">{progress.data.student.name || 'Your progress'}</h1>
            <p className="text-muted-foreground">Your bands in each mock, newest first.</p>
          </header>
          {progress.data.rooms.length === 0 ? (
            <p>No results to show yet. They appear here once your teacher shows them.</p>
          ) : (
            <section aria-labelledby="mocks-heading" className="grid gap-3">
              <h2 id="mocks-heading" className="text-lg font-semibold">
                Bands over time
              </h2>
              <ol className="grid gap-4">
                {progress.data.rooms.map((room) => {
                  const bands = skillBands(room);
                  return (
                    <li key={`${room.id}-${room.date}`} className="grid gap-2 rounded-md border p-3">
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <h3 className="font-medium">{room.name}</h3>
                        <span className="text-sm text-muted-foreground">
                          {formatDay(room.date)} · Overall {formatBand(room.overall)}
                        </span>
                      </div>
                      <dl className="grid gap-1">
                        {SKILLS.map((skill) => (
                          <div
                            key={skill}
                            className="grid grid-cols-[6rem_1fr_2.5rem] items-center gap-2 text-sm"
                          >
                            <dt>{SKILL_LABELS[skill]}</dt>
                            <div className="h-3 rounded bg-muted" aria-hidden="true">
                              <div
                                className={`h-3 rounded ${BAR[skill]}`}
                                style={{ width: `${((bands[skill] ?? 0) / 9) * 100}%` }}
                              />
                            </div>
                            <dd className="text-right tabular-nums">{formatBand(bands[skill])}</dd>
                          </div>
                        ))}
                      </dl>
                    </li>
                  );
                })}
              </ol>
            </section>
          )}
          <section aria-labelledby="types-heading" className="grid gap-2">
            <h2 id="types-heading" className="text-lg font-semibold">
              By question type
            </h2>
            <StudentTypesTable types={progress.data.types} />
          </section>
        </>
      )}
    </main>
  );
}
