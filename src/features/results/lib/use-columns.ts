// The results table's optional columns for this room and teacher (lib/columns.ts): their choices read from
// the device once, and kept there at each change.
import { useMemo, useState } from 'react';
import type { ResultsExam } from '@/lib/api-types';
import { useSession } from '@/lib/session';
import {
  columnChoices,
  readColumnSettings,
  saveColumnSettings,
  shownColumns,
  type ColumnSettings,
  type OptionalColumn,
} from './columns';

export function useColumns(exams: ResultsExam[]) {
  const teacher = useSession().user?.id ?? 'superuser';
  const [settings, setSettings] = useState<ColumnSettings>(() => readColumnSettings(teacher));
  const choices = useMemo(() => columnChoices(exams), [exams]);
  const shown = useMemo(() => shownColumns(choices, settings), [choices, settings]);
  const change = (column: OptionalColumn, show: boolean) => {
    const next = { ...settings, [column]: show };
    setSettings(next);
    saveColumnSettings(teacher, next);
  };
  return { choices, shown, change };
}
