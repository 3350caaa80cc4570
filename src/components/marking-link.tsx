import { useQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { ExamKind } from '@/lib/api-types';
import { isWritingKind } from '@/lib/exam-kinds';
import { markingQueryOptions } from '@/lib/marking-queries';
import { paths } from '@/lib/paths';

/**
 * The way to the room's marking, from the room detail and the results: "Marking (n to mark)". Shown only
 * for a room holding a Writing exam (`hasWritingExam`): the marking screen lists essays, and Speaking is
 * entered on the results screen, so another room would open an empty queue.
 */
export function MarkingLink({ roomId, slug }: { roomId: string; slug: string }) {
  const marking = useQuery(markingQueryOptions(roomId));
  const left = marking.data ? marking.data.total - marking.data.marked : null;
  return (
    <Button asChild variant="outline">
      <Link to={paths.admin.roomMarking(slug)}>
        <PenLine aria-hidden="true" />
        {left ? `Marking (${left} to mark)` : 'Marking'}
      </Link>
    </Button>
  );
}

/** Whether a room's exams (their kinds) hold a Writing exam, whose essays the marking screen lists. */
export const hasWritingExam = (exams: readonly { kind?: ExamKind }[]) =>
  exams.some((exam) => exam.kind !== undefined && isWritingKind(exam.kind));
