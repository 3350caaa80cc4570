// The question map (docs/product.md, "Test conditions"): a compact grid of every box per exam, answered,
// blank or flagged, by shape and mark as well as colour; a click or Enter jumps to the box.
import { ChevronDown, Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/utils';
import { boxLabel, type MapExam } from '../lib/question-map';

interface Props {
  exams: MapExam[];
  onJump: (questionId: string) => void;
}

export function QuestionMap({ exams, onJump }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const answered = exams.reduce((n, exam) => n + exam.answered, 0);
  const total = exams.reduce((n, exam) => n + exam.boxes.length, 0);
  const flagged = exams.reduce((n, exam) => n + exam.flagged, 0);
  return (
    <nav aria-label="Question map" className="rounded-md border bg-card text-card-foreground print:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span>
          Question map{' '}
          <span className="font-normal text-muted-foreground">
            {answered} of {total} answered{flagged > 0 ? `, ${flagged} flagged` : ''}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {/* The class, not only the attribute: a display utility would override [hidden]. */}
      <div id={id} hidden={!open} className={cn('gap-3 border-t px-3 py-3', open ? 'grid' : 'hidden')}>
        {exams.map((exam) => (
          <div key={exam.examId}>
            {exams.length > 1 ? <h3 className="mb-1.5 text-xs font-semibold">{exam.examName}</h3> : null}
            <ul aria-label={`${exam.examName} questions`} className="flex flex-wrap gap-1.5">
              {exam.boxes.map((box) => (
                <li key={box.key}>
                  <button
                    type="button"
                    aria-label={boxLabel(box)}
                    title={boxLabel(box)}
                    onClick={() => onJump(box.questionId)}
                    className={cn(
                      'relative flex size-9 items-center justify-center rounded text-xs font-semibold tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
                      box.answered
                        ? 'bg-primary text-primary-foreground hover:bg-primary/90'
                        : 'border border-dashed border-muted-foreground bg-background hover:bg-accent',
                    )}
                  >
                    {box.num}
                    {box.flagged ? (
                      <Flag
                        aria-hidden="true"
                        className="absolute -right-1 -top-1 size-3.5 rounded-sm bg-background fill-amber-500 p-px text-amber-700 dark:text-amber-400"
                      />
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <p className="text-xs text-muted-foreground">
          Filled: answered. Dashed: blank. <Flag aria-hidden="true" className="inline size-3" /> Flagged for
          review.
        </p>
      </div>
    </nav>
  );
}
