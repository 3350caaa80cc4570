import { Fragment, lazy, Suspense } from 'react';
import { cn } from '@/lib/utils';
import { useWindowWidth } from '../hooks/use-window-width';
import type { AnswerValues } from '../lib/answers';
import { verdictOf, type Verdicts } from '../lib/review';
import { isTwoColumns, sectionBlocks, splitColumns, type SectionBlock, type SheetRow } from '../lib/sheet';
import { AnswerRow } from './answer-row';

// A Writing task's box: loaded only for a sheet that has one (the guest route's budget).
const EssayBox = lazy(() => import('../essay/essay-box').then((m) => ({ default: m.EssayBox })));

interface Props {
  rows: SheetRow[];
  values: AnswerValues;
  readOnly: boolean;
  /** A submitted sheet under the results setting `review`: each box marked. */
  verdicts?: Verdicts;
  onChange: (questionId: string, value: string) => void;
  /** Question ids flagged for review. */
  flags?: ReadonlySet<string>;
  /** Absent on a sheet that takes no answers. */
  onToggleFlag?: (questionId: string) => void;
}

/** One box per number; two columns on a wide window with more than 20 boxes (docs/product.md, "Guest sheet"). */
export function AnswerSheet({ rows, values, readOnly, verdicts, onChange, flags, onToggleFlag }: Props) {
  const width = useWindowWidth();
  const columns = splitColumns(rows, isTwoColumns(width, rows.length));
  return (
    <div data-answer-sheet="" className={cn('grid gap-x-10 gap-y-2', columns.length === 2 && 'grid-cols-2')}>
      {columns.map((column, index) => (
        <div key={index} data-testid="sheet-column" className="min-w-0">
          {sectionBlocks(column, rows).map((block) => (
            <Block
              key={`${block.sectionId}-${block.rows[0]?.key}`}
              block={block}
              values={values}
              readOnly={readOnly}
              verdicts={verdicts}
              onChange={onChange}
              flags={flags}
              onToggleFlag={onToggleFlag}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

function Block({
  block,
  values,
  readOnly,
  verdicts,
  onChange,
  flags,
  onToggleFlag,
}: { block: SectionBlock } & Omit<Props, 'rows'>) {
  return (
    <>
      {block.showExam && <h2 className="mb-3 mt-2 text-lg font-semibold">{block.examName}</h2>}
      <fieldset data-section-id={block.sectionId} className="mb-6 min-w-0">
        <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {block.sectionName}
          {block.continued && ' (continued)'}
        </legend>
        {block.rows.map((row) => (
          <Fragment key={row.key}>
            {row.essay ? (
              <Suspense
                fallback={<p className="py-2 text-sm text-muted-foreground">Loading Task {row.num}…</p>}
              >
                <EssayBox
                  row={row}
                  value={row.questionId ? (values[row.questionId] ?? '') : ''}
                  readOnly={readOnly}
                  onChange={onChange}
                />
              </Suspense>
            ) : (
              <AnswerRow
                row={row}
                value={row.questionId ? (values[row.questionId] ?? '') : ''}
                readOnly={readOnly}
                verdict={verdictOf(verdicts, row)}
                onChange={onChange}
                flagged={row.questionId !== null && (flags?.has(row.questionId) ?? false)}
                onToggleFlag={onToggleFlag}
              />
            )}
            {/* A divider after each group's last number. */}
            {row.groupEnd && <hr className="my-2 ml-11 border-dashed" />}
          </Fragment>
        ))}
      </fieldset>
    </>
  );
}
