import { useQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { markingQueryOptions } from '@/lib/marking-queries';
import { paths } from '@/lib/paths';

/** The way to the room's marking, from the room detail and the results: "Marking (n to mark)". */
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
