// The exam's own fields: name, kind, initials, and its band table (docs/product.md, "Authoring").
import { Plus, Trash2 } from 'lucide-react';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { ExamKind } from '@/lib/api-types';
import { newKey, problemAt, type ExamDraft, type Problems } from '../lib/exam-draft';
import { EXAM_KIND_LABELS } from '@/lib/exam-kinds';

interface Props {
  draft: ExamDraft;
  problems: Problems;
  update: (change: (draft: ExamDraft) => ExamDraft) => void;
}

export function ExamSettings({ draft, problems, update }: Props) {
  const bands = draft.bands;
  const setRow = (index: number, field: 'score' | 'band', value: string) =>
    update((d) => ({
      ...d,
      bands: d.bands?.map((row, i) => (i === index ? { ...row, [field]: value } : row)) ?? null,
    }));
  return (
    <section aria-labelledby="exam-settings-title" className="grid gap-4 rounded-lg border p-4">
      <h2 id="exam-settings-title" className="text-lg font-semibold">
        Exam
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="exam-name"
          label="Name"
          value={draft.name}
          error={problemAt(problems, 'name')}
          onChange={(event) => {
            const name = event.target.value;
            update((d) => ({ ...d, name }));
          }}
        />
        <div className="grid gap-2">
          <Label htmlFor="exam-kind">Kind</Label>
          <NativeSelect
            id="exam-kind"
            value={draft.kind}
            onChange={(event) => {
              const kind = event.target.value as ExamKind;
              update((d) => ({ ...d, kind }));
            }}
          >
            {(Object.keys(EXAM_KIND_LABELS) as ExamKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {EXAM_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id="exam-initials"
          checked={draft.acceptInitials}
          onCheckedChange={(checked) => update((d) => ({ ...d, acceptInitials: checked === true }))}
          className="mt-0.5"
        />
        <Label htmlFor="exam-initials" className="leading-snug">
          Accept T, F, NG, Y and N for TRUE, FALSE, NOT GIVEN, YES and NO
        </Label>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Band table</legend>
        {bands === null ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <p className="text-muted-foreground">
              Bands come from the built-in table for {EXAM_KIND_LABELS[draft.kind]}.
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => update((d) => ({ ...d, bands: [{ key: newKey(), score: '', band: '' }] }))}
            >
              Use my own band table
            </Button>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Each row: the lowest score that earns the band. Highest score first.
            </p>
            {problems.bands && (
              <p role="alert" className="text-sm font-medium text-destructive">
                Band table: {problems.bands}
              </p>
            )}
            <ol className="grid gap-2">
              {bands.map((row, i) => (
                <li key={row.key} className="flex flex-wrap items-start gap-2">
                  <div className="w-32">
                    <TextField
                      id={`band-${row.key}-score`}
                      label={`Row ${i + 1}: score at least`}
                      inputMode="numeric"
                      value={row.score}
                      error={problemAt(problems, `bands.${i}.0`)}
                      onChange={(event) => setRow(i, 'score', event.target.value)}
                    />
                  </div>
                  <div className="w-32">
                    <TextField
                      id={`band-${row.key}-band`}
                      label={`Row ${i + 1}: band`}
                      inputMode="decimal"
                      value={row.band}
                      error={problemAt(problems, `bands.${i}.1`)}
                      onChange={(event) => setRow(i, 'band', event.target.value)}
                    />
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="mt-7"
                    aria-label={`Remove row ${i + 1}`}
                    onClick={() =>
                      update((d) => ({ ...d, bands: d.bands?.filter((_, j) => j !== i) ?? null }))
                    }
                    disabled={bands.length === 1}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  update((d) => ({
                    ...d,
                    bands: [...(d.bands ?? []), { key: newKey(), score: '', band: '' }],
                  }))
                }
              >
                <Plus aria-hidden="true" />
                Add a row
              </Button>
              <Button variant="ghost" size="sm" onClick={() => update((d) => ({ ...d, bands: null }))}>
                Use the built-in table
              </Button>
            </div>
          </>
        )}
      </fieldset>
    </section>
  );
}
