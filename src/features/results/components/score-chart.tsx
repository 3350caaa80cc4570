import type { ScoreBin } from '../lib/stats';

/** Bars of how many students scored in each range; the same numbers in a table for screen readers. */
export function ScoreChart({ bins, label }: { bins: ScoreBin[]; label: string }) {
  const highest = Math.max(1, ...bins.map((bin) => bin.count));
  const range = (bin: ScoreBin) => (bin.from === bin.to ? String(bin.from) : `${bin.from}–${bin.to}`);
  return (
    <figure className="relative flex flex-col gap-1">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${bins.length * 10} 40`}
        preserveAspectRatio="none"
        className="h-16 w-full"
      >
        {bins.map((bin, index) => {
          const height = (bin.count / highest) * 38;
          return (
            <rect
              key={bin.from}
              x={index * 10 + 1}
              y={40 - Math.max(height, 0.5)}
              width={8}
              height={Math.max(height, 0.5)}
              className={bin.count ? 'fill-primary' : 'fill-muted-foreground/30'}
            />
          );
        })}
      </svg>
      <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
        <span>{bins[0]?.from ?? 0}</span>
        <span>{bins[bins.length - 1]?.to ?? 0}</span>
      </div>
      <figcaption className="sr-only">{label}</figcaption>
      {/* In a div: a table keeps its content's width whatever sr-only says, and widened the page on a phone. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Score</th>
              <th scope="col">Students</th>
            </tr>
          </thead>
          <tbody>
            {bins.map((bin) => (
              <tr key={bin.from}>
                <td>{range(bin)}</td>
                <td>{bin.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
