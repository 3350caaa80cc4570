// The "Start" screen of one part (docs/architecture.md, "Exams one after another"): the exam's name, its
// time and its questions, and the button that starts its clock. It takes the focus when it shows, so a
// keyboard user lands on "Start".
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { SoundCheck } from '../../components/sound-check';
import type { ExamPart } from '../lib/part-timing';

interface Props {
  part: Pick<ExamPart, 'id' | 'name' | 'minutes' | 'questionCount'>;
  onStart: (examId: string) => void;
  starting?: boolean;
  /** A Listening test: the sound check comes before Start. */
  soundCheck?: boolean;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function ExamStartPanel({ part, onStart, starting = false, soundCheck = false }: Props) {
  const startButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    startButton.current?.focus();
  }, [part.id]);
  const headingId = `exam-start-${part.id}`;

  return (
    <section aria-labelledby={headingId} className="mx-auto grid max-w-md gap-4 p-6 text-center">
      <h2 id={headingId} className="text-xl font-semibold">
        {part.name}
      </h2>
      <p>
        {plural(part.minutes, 'minute')} · {plural(part.questionCount, 'question')}
      </p>
      <p className="text-sm text-muted-foreground">
        The clock starts when you press Start. When this part ends you cannot come back to it.
      </p>
      {soundCheck ? <SoundCheck /> : null}
      <Button ref={startButton} onClick={() => onStart(part.id)} loading={starting}>
        Start
      </Button>
    </section>
  );
}
