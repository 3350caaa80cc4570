import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { RoomPatchBody, RoomRecord } from '@/lib/api-types';
import { cn } from '@/lib/utils';
import { examQuestionCount, questionsLabel } from '../tree-labels';
import { SectionList } from './section-list';
import { SortableList } from '@/components/sortable-list';

/** The room's exams, reorderable; each opens to its sections (one exam open at a time). */
export function ExamTree({ room, onPatch }: { room: RoomRecord; onPatch: (body: RoomPatchBody) => void }) {
  const exams = room.expand?.Exams ?? [];
  return (
    <Accordion type="single" collapsible className="flex flex-col gap-3">
      <SortableList
        items={exams}
        getId={(exam) => exam.id}
        getName={(exam) => exam.name}
        kind="exam"
        onReorder={(ids) => onPatch({ Exams: ids })}
      >
        {(exam, sortable) => (
          <AccordionItem
            ref={sortable.ref}
            style={sortable.style}
            value={exam.id}
            className={cn(
              'rounded-lg border bg-card text-card-foreground',
              sortable.isDragging && 'shadow-lg',
            )}
          >
            <div className="flex items-center gap-2 px-3">
              {sortable.handle}
              <AccordionTrigger level={3} className="py-3">
                <span className="min-w-0 flex-1 truncate text-base">{exam.name}</span>
                <span className="shrink-0 text-sm font-normal text-muted-foreground">
                  {questionsLabel(examQuestionCount(exam, room.config))}
                </span>
              </AccordionTrigger>
            </div>
            <AccordionContent className="border-t px-3 py-3">
              <SectionList exam={exam} config={room.config} onConfig={(config) => onPatch({ config })} />
            </AccordionContent>
          </AccordionItem>
        )}
      </SortableList>
    </Accordion>
  );
}
