import { useState } from 'react';
import type { MarkingScript } from '@/lib/api-types';
import { formatBand } from '@/lib/marks';
import { cn } from '@/lib/utils';
import { scriptAge } from '../lib/age';
import { keyOf, keyString, sameScript, splitQueue, type ScriptKey } from '../lib/queue';

interface Props {
  scripts: MarkingScript[];
  current: ScriptKey | null;
  /** Scripts with a mark typed and not saved, by keyString. */
  unsaved: Set<string>;
  onOpen: (key: ScriptKey) => void;
}

/**
 * "Needs marking (n)", "Needs agreement (n)" (double marking) and "Marked (n)": the scripts in the server's
 * order, the open one current.
 */
export function ScriptQueue({
  scripts,
  current,
  unsaved,
  onOpen,
  double = false,
}: Props & { double?: boolean }) {
  const { needs, agreement, marked } = splitQueue(scripts);
  return (
    <nav aria-label="Scripts" className="grid gap-4">
      <QueueList
        title={`Needs marking (${needs.length})`}
        scripts={needs}
        {...{ current, unsaved, onOpen, double }}
      />
      {double || agreement.length > 0 ? (
        <QueueList
          title={`Needs agreement (${agreement.length})`}
          scripts={agreement}
          {...{ current, unsaved, onOpen, double }}
        />
      ) : null}
      <QueueList
        title={`Marked (${marked.length})`}
        scripts={marked}
        {...{ current, unsaved, onOpen, double }}
      />
    </nav>
  );
}

/** Who the band shown is from: its marker; with double marking the agreed mark or the mean, or the caller's own. */
function markedBy(script: MarkingScript, double: boolean): string {
  if (script.mark) {
    if (!double) return script.mark.marker?.name ?? 'Admin';
    return script.agreement?.needed ? 'Agreed' : 'Mean of two';
  }
  if (script.agreement?.needed) return 'Needs agreement';
  return script.mine ? 'Yours · awaiting a second' : '';
}

function QueueList({
  title,
  scripts,
  current,
  unsaved,
  onOpen,
  double,
}: Props & { title: string; double: boolean }) {
  // The ages are read when the queue is drawn: a wait of days needs no ticking clock.
  const [now] = useState(() => Date.now());
  return (
    <div className="grid gap-1">
      <h2 className="text-sm font-semibold">{title}</h2>
      {scripts.length === 0 ? (
        <p className="text-xs text-muted-foreground">None.</p>
      ) : (
        <ul className="grid gap-1">
          {scripts.map((script) => {
            const key = keyOf(script);
            const open = sameScript(key, current);
            return (
              <li key={keyString(key)}>
                <button
                  type="button"
                  aria-current={open ? 'true' : undefined}
                  onClick={() => onOpen(key)}
                  className={cn(
                    'grid w-full grid-cols-[1fr_auto] gap-x-2 rounded-md border px-2 py-1.5 text-left text-sm',
                    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    open ? 'border-primary bg-accent text-accent-foreground' : 'hover:bg-muted',
                  )}
                >
                  <span className="font-medium">
                    {script.label} · Task {script.question.num}
                    {unsaved.has(keyString(key)) ? (
                      <span className="ml-1 text-xs font-normal italic">unsaved</span>
                    ) : null}
                  </span>
                  <span className="tabular-nums">{formatBand(script.mark?.band ?? script.mine?.band)}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {script.words} words
                    {/* docs/product.md, "Turnaround": how long an unmarked script has waited. */}
                    {!script.mark && script.submitted ? ` · waiting ${scriptAge(script.submitted, now)}` : ''}
                    {script.student ? ` · ${script.student.name}` : ''}
                  </span>
                  <span className="truncate text-right text-xs text-muted-foreground">
                    {markedBy(script, double)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
