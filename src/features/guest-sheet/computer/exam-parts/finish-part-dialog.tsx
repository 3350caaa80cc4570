// "Finish this part" (docs/architecture.md, "Exams one after another"): asks first, since a finished part
// cannot be opened again.
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

interface Props {
  examId: string;
  onFinish: (examId: string) => void;
  finishing?: boolean;
}

export function FinishPartDialog({ examId, onFinish, finishing = false }: Props) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        {/* "Finish" alone below 640 px, where the top bar is tight; the name stays whole. */}
        <Button variant="outline" loading={finishing} aria-label="Finish this part">
          <span className="sm:hidden">Finish</span>
          <span className="hidden sm:inline">Finish this part</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Finish this part?</AlertDialogTitle>
          <AlertDialogDescription>You cannot come back to this part.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => onFinish(examId)}>Finish</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
