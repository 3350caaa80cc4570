// The questions of the part shown: each group's instructions (light Markdown, or its word limit in the
// test's words when the teacher wrote none) and title above its control, the control by the group's type
// (docs/architecture.md, "The test on computer").
import { lazy, memo, Suspense, type ComponentType } from 'react';
import type { GroupType, SheetGroup } from '@/lib/api-types';
import { wordLimitText } from '@/rules/word-count';
import type { Verdicts } from '../../lib/review';
import { AnnotatableRegion } from './annotations';
import { groupHeading, type Part } from '../lib/parts';
import { ChoiceGroup } from './choice-group';
import { EssayGroup } from './essay-group';
import { GapGroup } from './gap-group';
import type { GroupControlProps } from './group-props';
import { MatchControl } from './match-control';
import { MultiGroup } from './multi-group';

// The Markdown renderer loads only where a group has instructions (tests/integration/bundle-budget.test.ts);
// until it is there the instructions show as plain text.
const LightMarkdown = lazy(() =>
  import('@/components/light-markdown').then((m) => ({ default: m.LightMarkdown })),
);

const CONTROLS: Record<GroupType, ComponentType<GroupControlProps>> = {
  gap: GapGroup,
  choice: ChoiceGroup,
  tfng: ChoiceGroup,
  ynng: ChoiceGroup,
  multi: MultiGroup,
  match: MatchControl,
  essay: EssayGroup,
};

interface Props {
  part: Part;
  readOnly: boolean;
  verdicts?: Verdicts;
  onChange: (questionId: string, value: string) => void;
}

/** The annotatable regions of a part (docs/architecture.md, "The test on computer"), in reading order. */
export const passageRegionId = (part: Part) => `passage:${part.section.id}`;
const groupRegionId = (groupId: string) => `group:${groupId}`;
export const regionIdsOf = (part: Part) => [
  passageRegionId(part),
  ...part.section.groups.map((group) => groupRegionId(group.id)),
];

/**
 * A part's groups, each an annotatable region. Kept from rendering again when only the current question
 * moves (a focus, a click in the bar): its groups' boxes render by themselves as their answers change.
 */
export const QuestionsPane = memo(function QuestionsPane({ part, readOnly, verdicts, onChange }: Props) {
  return (
    <div className="flex flex-col gap-6">
      {part.section.groups.map((group) => {
        const rows = part.rows.filter((row) => row.key.startsWith(`${group.id}-`));
        if (rows.length === 0) return null;
        const Control = CONTROLS[group.type ?? 'gap'] ?? GapGroup;
        const range = groupHeading(rows);
        return (
          <AnnotatableRegion
            key={group.id}
            regionId={groupRegionId(group.id)}
            label={range}
            className="flex flex-col gap-2"
          >
            <h3 className="font-semibold">{range}</h3>
            <GroupHeading group={group} />
            <Control group={group} rows={rows} readOnly={readOnly} verdicts={verdicts} onChange={onChange} />
          </AnnotatableRegion>
        );
      })}
    </div>
  );
});

/**
 * What a group's heading says under its numbers: the instructions, then the title (the box heading). Kept
 * from rendering again while the student types, as the passage is (passage-pane.tsx).
 */
const GroupHeading = memo(function GroupHeading({ group }: { group: SheetGroup }) {
  const limit = group.max_words ? wordLimitText(group.max_words, group.number_allowed === true) : null;
  return (
    <>
      {group.instructions ? (
        <Suspense fallback={<p className="text-muted-foreground">{group.instructions}</p>}>
          <LightMarkdown source={group.instructions} className="text-muted-foreground" />
        </Suspense>
      ) : limit ? (
        <p className="text-muted-foreground">
          Write <strong>{limit}</strong> for each answer.
        </p>
      ) : null}
      {group.title ? <p className="text-center font-semibold">{group.title}</p> : null}
    </>
  );
});
