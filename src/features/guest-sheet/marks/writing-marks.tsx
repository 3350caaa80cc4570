// A student's Writing marks once the room releases them (docs/architecture.md, "Writing and marking"): each
// task's band and four criteria (the Writing band is in the exams' list beside it), the teacher's comment and the essay with the range
// comments. Loaded only for a released Writing result.
import type { GuestWritingResult } from '@/lib/api-types';
import { formatBand, writingCriteria } from '@/lib/marks';
import { AnnotatedEssay } from './annotated-essay';

interface Props {
  exam: GuestWritingResult;
  /** The essay the student submitted for a task of this exam. */
  essayOf: (examId: string, task: number) => string;
}

export function WritingMarks({ exam, essayOf }: Props) {
  const tasks = exam.tasks ?? [];
  return (
    <section aria-labelledby={`writing-${exam.id}`} className="grid gap-4" data-slot="writing-marks">
      {/* The Writing band itself is in the list of exams above: said once. */}
      <h3 id={`writing-${exam.id}`} className="font-semibold">
        {exam.name}: your marks
      </h3>
      {tasks.map((task) => (
        <article key={task.num} aria-labelledby={`writing-${exam.id}-${task.num}`} className="grid gap-2">
          <h4 id={`writing-${exam.id}-${task.num}`} className="font-semibold">
            Task {task.num} · Band {formatBand(task.band)}
          </h4>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm">
            {writingCriteria(task.num).map(({ key, name }) => (
              <div key={key} className="contents">
                <dt className="text-muted-foreground">{name}</dt>
                <dd className="text-right tabular-nums">{task.criteria[key]}</dd>
              </div>
            ))}
          </dl>
          {task.comment ? (
            <p className="whitespace-pre-wrap break-words text-sm">
              <span className="font-medium">Teacher’s comment: </span>
              {task.comment}
            </p>
          ) : null}
          <AnnotatedEssay
            id={`essay-${exam.id}-${task.num}`}
            text={essayOf(exam.id, task.num)}
            notes={task.notes}
          />
        </article>
      ))}
    </section>
  );
}
