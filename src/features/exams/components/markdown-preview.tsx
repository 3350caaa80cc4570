// The editor's preview of a passage or a group's content, drawn by the app's one Markdown renderer
// (LightMarkdown), loaded only when a preview is first shown. It follows the text a moment behind the
// typing (useDeferredValue), so a long passage never slows the keys down.
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

const LightMarkdown = lazy(() =>
  import('@/components/light-markdown').then((module) => ({ default: module.LightMarkdown })),
);

interface Props {
  /** Names the preview's region: "Preview of Part 1's passage". */
  label: string;
  source: string;
  renderGap?: (num: number) => ReactNode;
  className?: string;
}

export function MarkdownPreview({ label, source, renderGap, className }: Props) {
  const shown = useDeferredValue(source);
  return (
    <div
      role="region"
      aria-label={label}
      className={cn('min-w-0 overflow-auto rounded-md border bg-muted/30 p-3 text-sm', className)}
    >
      {shown.trim() === '' ? (
        <p className="text-muted-foreground">Nothing to preview yet.</p>
      ) : (
        <Suspense fallback={<p className="text-muted-foreground">Loading the preview…</p>}>
          <LightMarkdown source={shown} renderGap={renderGap} />
        </Suspense>
      )}
    </div>
  );
}
