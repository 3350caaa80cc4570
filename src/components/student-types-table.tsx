// A student's share right by question type and skill (docs/product.md, "Students across mocks"): the
// newest five mocks beside all of them, and the trend between. The teacher's history and the student's own
// progress page show the same table.
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { StudentType } from '@/lib/api-types';
import { percent, SKILL_LABELS, trendOf, TYPE_LABELS } from '@/lib/student-history';

const share = (right: number, total: number) => {
  const value = percent(right, total);
  return value === null ? '—' : `${value}% (${right}/${total})`;
};

const TRENDS = {
  up: { icon: ArrowUpRight, label: 'Better lately' },
  down: { icon: ArrowDownRight, label: 'Worse lately' },
  steady: { icon: ArrowRight, label: 'Steady' },
} as const;

export function StudentTypesTable({ types }: { types: StudentType[] }) {
  if (types.length === 0)
    return <p className="text-sm text-muted-foreground">No Listening or Reading answers yet.</p>;
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">Share right by question type: the last 5 mocks and all of them</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-2">
              Question type
            </th>
            <th scope="col" className="p-2">
              Last 5 mocks
            </th>
            <th scope="col" className="p-2">
              All mocks
            </th>
            <th scope="col" className="p-2">
              Trend
            </th>
          </tr>
        </thead>
        <tbody>
          {types.map((type) => {
            const trend = trendOf(type);
            const Icon = trend ? TRENDS[trend].icon : null;
            return (
              <tr key={`${type.skill}/${type.type}`} className="border-t">
                <th scope="row" className="p-2 text-left font-normal">
                  <span className="text-muted-foreground">{SKILL_LABELS[type.skill]} · </span>
                  {TYPE_LABELS[type.type] ?? type.type}
                </th>
                <td className="p-2 tabular-nums">{share(type.recent.right, type.recent.total)}</td>
                <td className="p-2 tabular-nums">{share(type.right, type.total)}</td>
                <td className="p-2">
                  {trend && Icon ? (
                    <span className="inline-flex items-center gap-1">
                      <Icon className="size-4" aria-hidden="true" />
                      {TRENDS[trend].label}
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
