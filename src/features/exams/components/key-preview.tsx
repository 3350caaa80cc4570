// What a pasted answer key was read as (docs/product.md, "Authoring"): a count, then each line with what it
// gave and its problem or note, before anything is applied.
import { plural } from '@/lib/plural';
import { cn } from '@/lib/utils';
import { formatEitherOrder, joinKeys } from '../lib/exam-draft';
import type { ParsedKeys } from '../lib/parse-keys';

function summary(parsed: ParsedKeys): string {
  const skipped = parsed.lines.filter((line) => line.status === 'skipped').length;
  return [
    plural(parsed.entries.length, 'answer read', 'answers read'),
    plural(parsed.problems.length, 'line with a problem', 'lines with a problem'),
    ...(parsed.missing.length > 0
      ? [plural(parsed.missing.length, 'question without a key', 'questions without a key')]
      : []),
    plural(skipped, 'line skipped', 'lines skipped'),
  ].join(', ');
}

export function KeyPreview({ parsed }: { parsed: ParsedKeys }) {
  // The count is a live region from the start, so what a paste gave is said as it changes.
  const status = (
    <p role="status" className="text-sm font-medium">
      {parsed.lines.length > 0 ? summary(parsed) : null}
    </p>
  );
  if (parsed.lines.length === 0) return status;
  return (
    <>
      {status}
      <div className="max-h-72 overflow-auto rounded-md border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What the answer key was read as, line by line</caption>
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th scope="col" className="px-2 py-1">
                Line
              </th>
              <th scope="col" className="px-2 py-1">
                Read as
              </th>
              <th scope="col" className="px-2 py-1">
                Note
              </th>
            </tr>
          </thead>
          <tbody>
            {parsed.lines.map((line) => (
              <tr
                key={line.line}
                className={cn(
                  'border-t align-top',
                  line.status === 'problem' && 'bg-destructive/10',
                  line.status === 'skipped' && 'text-muted-foreground',
                )}
              >
                <td className="whitespace-nowrap px-2 py-1">{line.line}</td>
                <td className="px-2 py-1">
                  {line.entries.length === 0 ? (
                    <span className="break-all">{line.text}</span>
                  ) : (
                    <ul>
                      {line.entries.map((entry) => (
                        <li key={entry.num}>
                          <span className="font-medium">{entry.num}</span>: {joinKeys(entry.keys)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="px-2 py-1">
                  {line.status === 'problem' && (
                    <span className="font-medium text-destructive">Problem: </span>
                  )}
                  {line.message}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {parsed.eitherOrder.length > 0 && (
        <p className="text-sm">In either order: {formatEitherOrder(parsed.eitherOrder)}</p>
      )}
      {parsed.missing.length > 0 && (
        <p className="text-sm">
          <span className="font-medium text-destructive">Problem: </span>
          the text gives no key for {parsed.missing.length === 1 ? 'question' : 'questions'}{' '}
          {parsed.missing.join(', ')}. {parsed.missing.length === 1 ? 'It stays' : 'They stay'} without a key:
          add {parsed.missing.length === 1 ? 'it' : 'them'} here or in the questions afterwards.
        </p>
      )}
      {parsed.problems.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Lines with a problem are left out; fix them here or in the questions afterwards.
        </p>
      )}
    </>
  );
}
