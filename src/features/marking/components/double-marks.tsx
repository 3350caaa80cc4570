import type { MarkerPair, MarkingScriptDetail } from '@/lib/api-types';
import { formatBand, writingCriteria } from '@/lib/marks';

/**
 * A double-marked script's state above its form (docs/product.md, "Double marking"): blind while one mark
 * is in; both marks side by side once both are, with what the agreed mark (the form below) is for.
 */
export function DoubleMarks({ script, task }: { script: MarkingScriptDetail; task: number }) {
  const agreement = script.agreement;
  const rounds = script.rounds ?? null;
  if (!rounds) {
    return (
      <p className="rounded-md border px-3 py-2 text-sm">
        {script.mine
          ? 'Double marking: your mark is in. A second marker marks this script without seeing it.'
          : 'Double marking: mark this script without seeing any other mark.'}
      </p>
    );
  }
  const criteria = writingCriteria(task);
  return (
    <section aria-labelledby="double-marks-title" className="grid gap-2 rounded-md border px-3 py-2">
      <h3 id="double-marks-title" className="text-sm font-semibold">
        {agreement?.needed
          ? agreement.final === null
            ? 'Needs agreement: the two marks differ by more than 1 band (or 2 on a criterion)'
            : `Agreed at ${formatBand(agreement.final)}`
          : `Final: the mean of the two marks, ${formatBand(agreement?.final ?? null)}`}
      </h3>
      {agreement?.needed ? (
        <p className="text-sm text-muted-foreground">
          Set the agreed mark below: it becomes the final mark of this task.
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">The two markers’ marks</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="py-1 pr-2 font-medium">
                Marker
              </th>
              {criteria.map((c) => (
                <th key={c.key} scope="col" className="px-2 py-1 font-medium">
                  <abbr title={c.name}>{c.key.toUpperCase()}</abbr>
                </th>
              ))}
              <th scope="col" className="px-2 py-1 font-medium">
                Band
              </th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((mark) => (
              <tr key={mark.round} className="border-t">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {mark.marker?.name ?? 'Admin'}
                  {script.mine?.round === mark.round ? ' (you)' : ''}
                </th>
                {criteria.map((c) => (
                  <td key={c.key} className="px-2 py-1 tabular-nums">
                    {mark.criteria[c.key]}
                  </td>
                ))}
                <td className="px-2 py-1 font-semibold tabular-nums">{formatBand(mark.band)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The agreement figures per pair of markers: their scripts, the share within one band, the mean difference. */
export function MarkerPairs({ pairs }: { pairs: MarkerPair[] }) {
  return (
    <section aria-labelledby="marker-pairs-title" className="grid gap-2 rounded-md border p-3">
      <h2 id="marker-pairs-title" className="text-sm font-semibold">
        Agreement between markers
      </h2>
      {pairs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No script has two marks yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1 pr-2 font-medium">
                  Markers
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  Scripts
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  Within one band
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  Mean difference
                </th>
              </tr>
            </thead>
            <tbody>
              {pairs.map((pair) => (
                <tr key={pair.markers.join('/')} className="border-t">
                  <th scope="row" className="py-1 pr-2 text-left font-normal">
                    {pair.names.map((name) => name || 'Admin').join(' and ')}
                  </th>
                  <td className="px-2 py-1 tabular-nums">{pair.scripts}</td>
                  <td className="px-2 py-1 tabular-nums">{Math.round(pair.within_one * 100)}%</td>
                  <td className="px-2 py-1 tabular-nums">{pair.mean_difference.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
