// The item analysis as the screen lists it.
import type { QuestionAnalysis } from '@/lib/api-types';

/** Share of submissions that got the box right, 0–1; null when no one has submitted it. */
export function shareCorrect(item: QuestionAnalysis): number | null {
  return item.submitted ? item.correct / item.submitted : null;
}

/** Lowest share correct first; boxes no one submitted last; ties in sheet order. */
export function hardestFirst(items: QuestionAnalysis[]): QuestionAnalysis[] {
  const order = new Map(items.map((item, index) => [item, index]));
  return [...items].sort((a, b) => {
    const x = shareCorrect(a);
    const y = shareCorrect(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) return x - y;
    return order.get(a)! - order.get(b)!;
  });
}
