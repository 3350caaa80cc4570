// The parts of a computer room (docs/architecture.md, "Exams one after another") as the screen needs them,
// from guest-search's `timing.exams` and the sheet: pure, so the rules are tested without React.
import type { ExamStarted, GuestExamTiming, GuestRoom, GuestTiming, SheetExam } from '@/lib/api-types';
import { serverTime } from '../../lib/server-clock';

/** One timed exam of the room, in sheet order. Times are the server's, in ms since the epoch. */
export interface ExamPart {
  id: string;
  name: string;
  /** What the screen calls the test (lib/exam-kinds.ts's testNameOf). */
  kind?: SheetExam['kind'];
  minutes: number;
  /** Boxes with a question: what the Start screen counts. */
  questionCount: number;
  started: number | null;
  /** Its start plus its minutes, capped by the room's deadline; null before its start. */
  deadline: number | null;
  ended: boolean;
}

/** The parts of the room, [] when its exams run as one (a paper room, or no exam with minutes). */
export function examParts(room: GuestRoom, timing: GuestTiming): ExamPart[] {
  const exams = new Map(room.exams.map((exam) => [exam.id, exam]));
  return (timing.exams ?? []).map((part) => {
    const exam = exams.get(part.id);
    const questionCount = exam
      ? exam.sections.reduce(
          (sum, section) =>
            sum +
            section.groups.reduce(
              (inGroup, group) => inGroup + group.slots.filter((slot) => slot.questionId !== null).length,
              0,
            ),
          0,
        )
      : 0;
    return {
      id: part.id,
      name: exam?.name ?? '',
      kind: exam?.kind ?? null,
      minutes: part.minutes,
      questionCount,
      started: serverTime(part.started),
      deadline: serverTime(part.deadline),
      ended: part.ended,
    };
  });
}

/** The part the student is in, or is to start next: the first that has not ended; null once all have. */
export function currentPart(parts: ExamPart[]): ExamPart | null {
  return parts.find((part) => !part.ended) ?? null;
}

/**
 * `timing` after the server answered a part's start or finish: that part takes the answer, and every part
 * before it that had started has ended (starting a part ends the one before it).
 */
export function withPartAnswer(timing: GuestTiming, answer: ExamStarted): GuestTiming {
  const list = timing.exams;
  const index = list ? list.findIndex((part) => part.id === answer.exam) : -1;
  if (!list || index === -1) return timing;
  const exams = list.map((part, i): GuestExamTiming =>
    i === index
      ? { ...part, started: answer.started, deadline: answer.deadline, ended: answer.ended ?? false }
      : i < index && part.started !== null
        ? { ...part, ended: true }
        : part,
  );
  return { ...timing, exams };
}
