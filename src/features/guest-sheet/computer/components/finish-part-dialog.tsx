// "Finish the Reading test" (docs/architecture.md, "Exams one after another"): named by its test, and it asks
// first, counting the questions still unanswered, since a finished test cannot be opened again. A Listening
// test played once cannot be finished before its recording has ended: the dialog then says so and finishes
// nothing.
import { useState } from 'react';
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
import { plural } from '@/lib/plural';

interface Props {
  examId: string;
  /** What the student calls the test: "Reading". */
  testName: string;
  /** Its questions without an answer. */
  unanswered: number;
  /** Whether its recording is still to play or playing: asked when the dialog opens. */
  recordingOn?: () => boolean;
  onFinish: (examId: string) => void;
  finishing?: boolean;
}

export function FinishPartDialog({
  examId,
  testName,
  unanswered,
  recordingOn = () => false,
  onFinish,
  finishing = false,
}: Props) {
  const name = `Finish the ${testName} test`;
  const [blocked, setBlocked] = useState(false);
  return (
    <AlertDialog onOpenChange={(open) => open && setBlocked(recordingOn())}>
      <AlertDialogTrigger asChild>
        {/* "Finish" alone below 640 px, where the top bar is tight; the name stays whole. */}
        <Button variant="outline" loading={finishing} aria-label={name}>
          <span className="sm:hidden">Finish</span>
          <span className="hidden sm:inline">{name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        {blocked ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>The recording has not ended</AlertDialogTitle>
              <AlertDialogDescription>
                You can finish the {testName} test once its recording has ended.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Back to the test</AlertDialogCancel>
            </AlertDialogFooter>
          </>
        ) : (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{name}?</AlertDialogTitle>
              <AlertDialogDescription>
                {unanswered > 0
                  ? `You have ${plural(unanswered, 'unanswered question')}. `
                  : 'You have answered every question. '}
                Once finished, the {testName} test cannot be opened again.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => onFinish(examId)}>Finish</AlertDialogAction>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
