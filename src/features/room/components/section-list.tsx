import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Checkbox } from '@/components/ui/checkbox';
import type { ExamRecord, RoomConfig } from '@/lib/api-types';
import {
  activeQuestionCount,
  isSectionEnabled,
  orderedSections,
  setSectionEnabled,
  setSectionOrder,
} from '@/lib/room-config';
import { cn } from '@/lib/utils';
import { questionsLabel } from '../tree-labels';
import { GroupList } from './group-list';
import { SortableList } from '@/components/sortable-list';

interface SectionListProps {
  exam: ExamRecord;
  config: RoomConfig | null;
  onConfig: (config: RoomConfig) => void;
}

/** An exam's sections in sheet order: reorderable, each switched on or off, each opening to its groups. */
export function SectionList({ exam, config, onConfig }: SectionListProps) {
  const sections = orderedSections(exam, config);
  if (sections.length === 0) return <p className="text-muted-foreground">This exam has no sections.</p>;
  return (
    <Accordion type="single" collapsible className="flex flex-col gap-2">
      <SortableList
        items={sections}
        getId={(section) => section.id}
        getName={(section) => section.name}
        kind="section"
        onReorder={(ids) => onConfig(setSectionOrder(config, exam.id, ids))}
      >
        {(section, sortable) => {
          const enabled = isSectionEnabled(config, exam.id, section.id);
          return (
            <AccordionItem
              ref={sortable.ref}
              style={sortable.style}
              value={section.id}
              className={cn('rounded-md border bg-background', sortable.isDragging && 'shadow-lg')}
            >
              <div className="flex items-center gap-2 px-2">
                {sortable.handle}
                <Checkbox
                  checked={enabled}
                  aria-label={section.name}
                  onCheckedChange={(checked) =>
                    onConfig(setSectionEnabled(config, exam.id, section.id, checked === true))
                  }
                />
                <AccordionTrigger level={4} className={cn('text-sm', !enabled && 'text-muted-foreground')}>
                  <span className="min-w-0 flex-1 truncate">
                    {section.name}
                    {enabled ? null : <span className="ml-2 font-normal">(off)</span>}
                  </span>
                  <span className="shrink-0 font-normal text-muted-foreground">
                    {questionsLabel(activeQuestionCount(section, config, exam.id))}
                  </span>
                </AccordionTrigger>
              </div>
              <AccordionContent className="border-t px-2 py-2">
                <GroupList examId={exam.id} section={section} config={config} onConfig={onConfig} />
              </AccordionContent>
            </AccordionItem>
          );
        }}
      </SortableList>
    </Accordion>
  );
}
