import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ExamRecord } from '@/lib/api-types';

/** Asks before an exam leaves the room; the exam itself stays in the library and in other rooms. */
export function RemoveExamDialog({
  exam,
  open,
  onConfirm,
  onClose,
}: {
  /** Kept while the dialog closes, so its words do not change on the way out. */
  exam: ExamRecord | null;
  open: boolean;
  onConfirm: (exam: ExamRecord) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open && exam !== null}
      title={`Remove ${exam?.name ?? ''} from this room?`}
      confirmLabel="Remove"
      destructive
      onConfirm={() => exam && onConfirm(exam)}
      onCancel={onClose}
    >
      Students’ answers to it are kept; it leaves their sheet. The exam stays in your library.
    </ConfirmDialog>
  );
}
