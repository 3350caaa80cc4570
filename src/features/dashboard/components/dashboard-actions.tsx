import { Library } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { ImportRoomDialog } from './import-room-dialog';
import { NewRoomDialog } from './new-room-dialog';

/** What a teacher starts from the dashboard: a new room, an imported one, or the exam library. */
export function DashboardActions() {
  return (
    <div className="flex flex-wrap gap-2">
      <NewRoomDialog />
      <ImportRoomDialog />
      <Button asChild variant="outline">
        <Link to={paths.admin.exams}>
          <Library aria-hidden="true" />
          Exam library
        </Link>
      </Button>
    </div>
  );
}
