import { TriangleAlert } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Checkbox } from '@/components/ui/checkbox';
import type { RoomConfig, SectionRecord } from '@/lib/api-types';
import {
  emptySlots,
  groupQuestionCount,
  groupSlotCount,
  isGroupEnabled,
  setGroupEnabled,
} from '@/lib/room-config';
import { cn } from '@/lib/utils';
import { groupLabel, questionsLabel } from '../tree-labels';
import { GroupQuestions } from './group-questions';

interface GroupListProps {
  examId: string;
  section: SectionRecord;
  config: RoomConfig | null;
  onConfig: (config: RoomConfig) => void;
}

/** A section's question groups, each switched on or off; opening one loads its questions and keys. */
export function GroupList({ examId, section, config, onConfig }: GroupListProps) {
  const groups = section.expand?.SectionQuestions ?? [];
  if (groups.length === 0)
    return <p className="px-2 text-muted-foreground">This section has no question groups.</p>;
  return (
    <Accordion type="single" collapsible className="flex flex-col gap-1">
      {groups.map((group) => {
        const enabled = isGroupEnabled(config, examId, group.id);
        const empty = emptySlots(group);
        return (
          <AccordionItem key={group.id} value={group.id} className="rounded-md">
            <div className="flex items-center gap-2 px-2">
              <Checkbox
                checked={enabled}
                aria-label={groupLabel(group)}
                onCheckedChange={(checked) =>
                  onConfig(setGroupEnabled(config, examId, group.id, checked === true))
                }
              />
              <AccordionTrigger
                level={5}
                className={cn('flex-wrap text-sm', !enabled && 'text-muted-foreground')}
              >
                <span className="min-w-0 flex-1">
                  {groupLabel(group)}
                  {enabled ? null : <span className="ml-2 font-normal">(off)</span>}
                </span>
                {empty > 0 ? (
                  <span className="inline-flex items-center gap-1 font-normal text-warning">
                    <TriangleAlert className="size-4" aria-hidden="true" />
                    {`${empty} of ${groupSlotCount(group)} slots have no question`}
                  </span>
                ) : null}
                <span className="shrink-0 font-normal text-muted-foreground">
                  {questionsLabel(groupQuestionCount(group))}
                </span>
              </AccordionTrigger>
            </div>
            <AccordionContent className="pb-2 pl-9 pr-2">
              <GroupQuestions groupId={group.id} />
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
