// "Collect answers now" in the room's settings (docs/product.md, "Test conditions").
import { Inbox } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { RoomRecord } from '@/lib/api-types';

// The confirm loads on the first click: the room detail's first download stays within its budget.
const CollectAnswersDialog = lazy(() =>
  import('@/components/collect-answers-dialog').then((m) => ({ default: m.CollectAnswersDialog })),
);

export function CollectAnswers({ room }: { room: RoomRecord }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <div className="grid gap-2 border-t pt-4">
      <div>
        <h3 className="text-sm font-medium">Collect answers now</h3>
        <p id="collect-answers-description" className="text-sm text-muted-foreground">
          Submits every student’s sheet as it is now, scored as usual, and closes the room.
        </p>
      </div>
      <Button
        variant="outline"
        className="justify-self-start"
        aria-describedby="collect-answers-description"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Inbox aria-hidden="true" />
        Collect answers now
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <CollectAnswersDialog room={room} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
