// The exam editor screen (docs/product.md, "Authoring"): loads the exam, then the editor holds it.
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { OriginNote } from '@/components/origin-note';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorStatus } from '@/lib/errors';
import { usePageHeader } from '@/lib/page-header';
import { paths } from '@/lib/paths';
import { useExam } from '../api/exam';
import { ExamEditor } from '../components/exam-editor';
import { EXAM_KIND_LABELS } from '@/lib/exam-kinds';

export default function ExamEditorRoute() {
  const { id = '' } = useParams();
  const exam = useExam(id);
  usePageHeader({
    title: exam.data?.name ?? 'Exam',
    subtitle: exam.data ? EXAM_KIND_LABELS[exam.data.kind] : undefined,
    backHref: paths.admin.exams,
    loading: exam.isFetching,
  });

  if (exam.isPending) {
    return (
      <div role="status" aria-label="Loading the exam" className="grid gap-4">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (exam.isError) {
    const missing = errorStatus(exam.error) === 404;
    return (
      <LoadError
        title={missing ? 'This exam was not found' : 'Could not load the exam'}
        error={exam.error}
        onRetry={() => void exam.refetch()}
        retrying={exam.isFetching}
      >
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.exams}>Back to your exams</Link>
        </Button>
      </LoadError>
    );
  }
  // Keyed by exam, so a working copy never carries over to another exam.
  return (
    <>
      {exam.data.origin ? (
        <div className="mb-4">
          <OriginNote origin={exam.data.origin} />
        </div>
      ) : null}
      <ExamEditor key={exam.data.id} exam={exam.data} />
    </>
  );
}
