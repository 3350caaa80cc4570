// The teacher's exam library (docs/product.md, "Authoring"): each exam with its kind, questions and the
// rooms using it; a new exam; a copy of one ("… (copy)"); deleting one no room uses.
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { LibraryExam } from '@/lib/api-types';
import { usePageHeader } from '@/lib/page-header';
import { paths } from '@/lib/paths';
import { useDuplicateExam, useLibrary } from '../api/library';
import { DeleteExamDialog } from '../components/delete-exam-dialog';
import { NewExamDialog } from '../components/new-exam-dialog';
import { EXAM_KIND_LABELS } from '@/lib/exam-kinds';
import { plural } from '@/lib/plural';
import { toast } from '@/lib/toast';

export default function ExamLibraryRoute() {
  const library = useLibrary();
  const [deleting, setDeleting] = useState<LibraryExam | null>(null);
  const duplicate = useDuplicateExam();
  const count = library.data?.length;
  usePageHeader({
    title: count === undefined ? 'Exams' : `Exams (${count === 0 ? 'empty' : count})`,
    loading: library.isFetching,
  });

  if (library.isPending) {
    return (
      <div role="status" aria-label="Loading exams" className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (library.isError) {
    return (
      <LoadError
        title="Could not load your exams"
        error={library.error}
        onRetry={() => void library.refetch()}
        retrying={library.isFetching}
      />
    );
  }
  if (library.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
        <h2 className="text-lg font-semibold">No exams yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          An exam is a test you can add to any of your rooms. Make one, then paste its answer key.
        </p>
        <NewExamDialog />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Exams you author. A change reaches every room using it.
        </p>
        <NewExamDialog />
      </div>
      <ul className="grid gap-3" aria-label="Your exams">
        {library.data.map((exam) => (
          <li key={exam.id}>
            <Card>
              <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 space-y-0">
                <div className="grid min-w-0 gap-1">
                  <CardTitle className="text-lg">
                    <Link to={paths.admin.exam(exam.id)} className="hover:underline">
                      {exam.name}
                    </Link>
                  </CardTitle>
                  <p className="text-sm text-muted-foreground">
                    {EXAM_KIND_LABELS[exam.kind]} · {plural(exam.total, 'question')}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button asChild variant="outline" size="sm">
                    <Link to={paths.admin.exam(exam.id)} aria-label={`Edit ${exam.name}`}>
                      <Pencil aria-hidden="true" />
                      Edit
                    </Link>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Duplicate ${exam.name}`}
                    disabled={duplicate.isPending}
                    onClick={() =>
                      duplicate.mutate(exam.id, {
                        onSuccess: (copy) => toast.success(`Made “${copy.name}”: a copy of “${exam.name}”.`),
                      })
                    }
                  >
                    <Copy aria-hidden="true" />
                    {duplicate.isPending && duplicate.variables === exam.id ? 'Duplicating…' : 'Duplicate'}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Delete ${exam.name}`}
                    onClick={() => setDeleting(exam)}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </CardHeader>
              <CardContent className="text-sm">
                {exam.rooms.length === 0 ? (
                  <p className="text-muted-foreground">Not in any room.</p>
                ) : (
                  <p>
                    <span className="text-muted-foreground">Used in: </span>
                    {exam.rooms.map((room, i) => (
                      <span key={room.id}>
                        {i > 0 && ', '}
                        <Link to={paths.admin.room(room.slug)} className="underline underline-offset-2">
                          {room.name}
                        </Link>
                      </span>
                    ))}
                  </p>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <DeleteExamDialog exam={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
