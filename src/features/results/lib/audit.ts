// The audit trail as the results' History reads it (docs/product.md, "History"): each action's name and
// what changed, in words, from a row's before and after.
import type { AuditAction, AuditEntry } from '@/lib/api-types';
import { formatBand } from '@/lib/marks';

export const AUDIT_ACTION_NAMES: Record<AuditAction, string> = {
  accept: 'Answer accepted',
  key_edit: 'Key edited in the library',
  reopen: 'Submission reopened',
  mark: 'Writing mark',
  release: 'Marks released',
  speaking: 'Speaking mark',
  extra_time: 'Extra time',
  pause: 'Room paused',
  resume: 'Room resumed',
  collect: 'Drafts collected',
};

type Values = Record<string, unknown> | null;
const num = (values: Values, key: string) =>
  values && typeof values[key] === 'number' ? (values[key] as number) : null;
const band = (values: Values) => formatBand(num(values, 'band'));

/** What changed, in words: "Round 2: — → 6.5", "+10 minutes", "3 drafts submitted". */
export function describeChange({ action, before, after }: AuditEntry): string {
  switch (action) {
    case 'mark': {
      const round = num(after, 'round') ?? num(before, 'round');
      const label = round === 3 ? 'Agreed mark' : `Round ${round ?? 1}`;
      return `${label}: ${band(before)} → ${band(after)}`;
    }
    case 'speaking':
      return `${band(before)} → ${band(after)}`;
    case 'release':
      return after?.released === true ? 'Students can see their marks' : 'Marks withdrawn';
    case 'extra_time': {
      const minutes = num(after, 'extra_minutes');
      const percent = num(after, 'extra_percent');
      return minutes ? `+${minutes} minutes` : percent ? `+${percent}%` : 'No extra time';
    }
    case 'collect': {
      const n = num(after, 'collected') ?? 0;
      return `${n} ${n === 1 ? 'draft' : 'drafts'} submitted`;
    }
    case 'accept': {
      const keys = Array.isArray(after?.keys) ? (after.keys as unknown[]) : [];
      const n = num(after, 'regraded') ?? 0;
      return `“${String(keys[keys.length - 1] ?? '')}” accepted · ${n} rescored`;
    }
    case 'key_edit': {
      const n = num(after, 'questions') ?? 0;
      return `${n} ${n === 1 ? 'question' : 'questions'} changed`;
    }
    default:
      return '';
  }
}
