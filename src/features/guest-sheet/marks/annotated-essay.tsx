// An essay with the marker's range comments (docs/architecture.md, "Writing and marking"): each range a
// <mark> numbered like its comment, and the comments listed below in the order of the text.
import { useMemo } from 'react';
import type { EssayNote } from '@/lib/api-types';
import { essaySegments } from '@/lib/essay-notes';

export function AnnotatedEssay({ id, text, notes }: { id: string; text: string; notes: EssayNote[] }) {
  const { segments, notes: ordered } = useMemo(() => essaySegments(text, notes), [text, notes]);
  const noteId = (n: number) => `${id}-note-${n}`;
  return (
    <div className="grid gap-3">
      {text ? (
        <div
          data-slot="essay"
          className="whitespace-pre-wrap break-words rounded-md border bg-background p-3 leading-relaxed"
        >
          {segments.map((segment, i) =>
            segment.note === null ? (
              segment.text
            ) : (
              <mark
                key={i}
                aria-describedby={noteId(segment.note)}
                className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-800/70"
              >
                {segment.text}
                <sup className="ml-0.5 text-xs font-semibold">{segment.note}</sup>
              </mark>
            ),
          )}
        </div>
      ) : (
        <p className="text-muted-foreground">You left this task blank.</p>
      )}
      {ordered.length > 0 ? (
        <ol aria-label="Comments on your essay" className="grid gap-1.5 text-sm">
          {ordered.map((note, i) => (
            <li key={i} id={noteId(i + 1)} className="flex gap-2">
              <span className="font-semibold tabular-nums">{i + 1}.</span>
              <span className="min-w-0 break-words">{note.text}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
