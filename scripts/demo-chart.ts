// The chart of the demo's Writing Task 1 (demo/demo-computer-room.json), drawn as SVG and rendered to
// demo/media/writing-task1-chart.png by `npm run demo:images`. The figures are invented for the demo; the
// task's text describes the same chart.

export const chartFile = 'media/writing-task1-chart.png';

/** Share of household waste recycled, per cent, in 2005 and 2025. */
export const chartData: [town: string, y2005: number, y2025: number][] = [
  ['Northby', 18, 46],
  ['Eastham', 25, 39],
  ['Westford', 12, 52],
  ['Southmere', 30, 33],
];

const W = 760;
const H = 440;
const LEFT = 70;
const BOTTOM = 370;
const TOP = 60;
const MAX = 60;
const y = (value: number) => BOTTOM - ((BOTTOM - TOP) * value) / MAX;

function bars(): string {
  const band = (W - LEFT - 30) / chartData.length;
  return chartData
    .map(([town, a, b], i) => {
      const x = LEFT + i * band + band / 2;
      const bar = (value: number, dx: number, fill: string) =>
        `<rect x="${x + dx}" y="${y(value)}" width="44" height="${BOTTOM - y(value)}" fill="${fill}" stroke="#222" stroke-width="1.5"/>` +
        `<text x="${x + dx + 22}" y="${y(value) - 6}" text-anchor="middle" font-size="13">${value}%</text>`;
      return `${bar(a, -48, '#bbb')}${bar(b, 4, '#333')}<text x="${x}" y="${BOTTOM + 22}" text-anchor="middle">${town}</text>`;
    })
    .join('');
}

function axis(): string {
  const ticks = [0, 10, 20, 30, 40, 50, 60]
    .map(
      (v) =>
        `<line x1="${LEFT}" x2="${W - 20}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/>` +
        `<text x="${LEFT - 8}" y="${y(v) + 4}" text-anchor="end" font-size="13">${v}%</text>`,
    )
    .join('');
  return `${ticks}<line x1="${LEFT}" x2="${LEFT}" y1="${TOP - 10}" y2="${BOTTOM}" stroke="#222" stroke-width="2"/><line x1="${LEFT}" x2="${W - 20}" y1="${BOTTOM}" y2="${BOTTOM}" stroke="#222" stroke-width="2"/>`;
}

export const chartSvg = `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="Liberation Sans, Arial, sans-serif" font-size="15" fill="#111">
  <rect width="${W}" height="${H}" fill="#fff"/>
  <text x="${W / 2}" y="28" text-anchor="middle" font-size="18" font-weight="bold">Household waste recycled in four towns, 2005 and 2025</text>
  ${axis()}
  ${bars()}
  <rect x="${W - 220}" y="${TOP - 16}" width="16" height="16" fill="#bbb" stroke="#222"/><text x="${W - 198}" y="${TOP - 3}">2005</text>
  <rect x="${W - 130}" y="${TOP - 16}" width="16" height="16" fill="#333" stroke="#222"/><text x="${W - 108}" y="${TOP - 3}">2025</text>
  <text x="${W / 2}" y="${H - 12}" text-anchor="middle" font-size="13">Share of each town’s household waste that was recycled (%)</text>
</svg>`;
