// Bands over time per skill (docs/product.md, "Students across mocks"), drawn by uPlot: a canvas chart of
// about 20 KB gzip, loaded with this module only when a history opens (React.lazy), never on a guest's
// screen. The table of mocks beside it says the same in text for a screen reader.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { StudentRoom } from '@/lib/api-types';
import { SKILLS, SKILL_LABELS, skillBands } from '@/lib/student-history';
import { useDarkMode } from '@/lib/theme';

// One colour per skill, distinct in both themes and to colour-blind eyes (Okabe–Ito).
const COLOURS = { listening: '#0072B2', reading: '#E69F00', writing: '#009E73', speaking: '#CC79A7' };

export default function BandChart({ rooms }: { rooms: StudentRoom[] }) {
  const box = useRef<HTMLDivElement>(null);
  // The axes take the text's colour when drawn: drawn again when the theme changes, or they would keep the
  // other theme's (dark on dark).
  const [dark] = useDarkMode();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const oldest = [...rooms].reverse();
    const times = oldest.map((room) => Math.floor(new Date(room.date.replace(' ', 'T')).getTime() / 1000));
    const bands = oldest.map(skillBands);
    const axisColour = getComputedStyle(element).color;
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 260,
        scales: {
          // Mocks sat on one day would otherwise stretch the axis over years either side.
          x: { time: true, range: (_u, min, max) => (min === max ? [min - 86400, max + 86400] : [min, max]) },
          y: { range: [0, 9] },
        },
        axes: [
          { stroke: axisColour, grid: { stroke: 'rgba(128,128,128,0.2)' } },
          {
            stroke: axisColour,
            grid: { stroke: 'rgba(128,128,128,0.2)' },
            values: (_u, ticks) => ticks.map(String),
          },
        ],
        series: [
          {},
          ...SKILLS.map((skill) => ({
            label: SKILL_LABELS[skill],
            stroke: COLOURS[skill],
            width: 2,
            spanGaps: true,
            points: { size: 7 },
          })),
        ],
      },
      [times, ...SKILLS.map((skill) => bands.map((b) => b[skill]))],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(280, element.clientWidth), height: 260 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [rooms, dark]);
  return (
    <div ref={box} className="w-full text-foreground" role="img" aria-label="Bands over time per skill" />
  );
}
