// "Hide": a panel over the whole screen until "Show" (docs/product.md, "The test on computer"), portalled to
// body: the app beneath is made inert by the screen. The focus goes to Show, and back to Hide after.
import { EyeOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';

export function HideCover({ onShow }: { onShow: () => void }) {
  const show = useRef<HTMLButtonElement>(null);
  useEffect(() => show.current?.focus(), []);
  return createPortal(
    <div
      role="region"
      aria-labelledby="test-hidden-title"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-background p-6 text-foreground"
    >
      <EyeOff className="size-10" aria-hidden="true" />
      <h2 id="test-hidden-title" className="text-xl font-semibold">
        The screen is hidden
      </h2>
      <Button ref={show} type="button" size="lg" onClick={onShow}>
        Show
      </Button>
    </div>,
    document.body,
  );
}
