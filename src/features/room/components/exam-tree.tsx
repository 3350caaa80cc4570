import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import type { ExamRecord, RoomPatchBody, RoomRecord } from '@/lib/api-types';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { examMinutes, setExamMinutes } from '@/lib/room-config';
import { parseExamMinutes } from '../room-settings';
import { examQuestionCount, questionsLabel } from '../tree-labels';
import { MinutesField } from './minutes-field';
import { SectionList } from './section-list';
import { SortableList } from '@/components/sortable-list';

/**
 * The room's exams, reorderable; each opens to its sections (one exam open at a time), and has "Edit exam"
 * (for the exams the teacher authors) and "Remove".
 */
export function ExamTree({
  room,
  onPatch,
  authored,
  onRemove,
}: {
  room: RoomRecord;
  onPatch: (body: RoomPatchBody) => void;
  /** Ids of the exams this teacher may edit. */
  authored: ReadonlySet<string>;
  onRemove: (exam: ExamRecord) => void;
}) {
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
            <div className="flex items-center gap-1 px-3 sm:gap-2">
              {sortable.handle}
              <AccordionTrigger level={3} className="py-3">
                {/* On a narrow screen the count goes under the name, leaving the name room beside the buttons. */}
                <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-2">
                  <span className="min-w-0 break-words text-base sm:flex-1 sm:truncate">{exam.name}</span>
                  <span className="shrink-0 text-sm font-normal text-muted-foreground">
                    {questionsLabel(examQuestionCount(exam, room.config))}
                  </span>
                </span>
              </AccordionTrigger>
              {authored.has(exam.id) ? (
                <Button asChild variant="ghost" size="icon" className="shrink-0" title="Edit exam">
                  <Link to={paths.admin.exam(exam.id)} aria-label={`Edit exam ${exam.name}`}>
                    <Pencil aria-hidden="true" />
                  </Link>
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0 text-destructive hover:text-destructive"
                title="Remove from this room"
                aria-label={`Remove ${exam.name} from this room`}
                onClick={() => onRemove(exam)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <AccordionContent className="flex flex-col gap-3 border-t px-3 py-3">
              {/* docs/architecture.md, "Exams one after another": a computer room's exams may run as timed parts. */}
              {room.delivery !== 'paper' ? (
                <MinutesField
                  id={`exam-minutes-${exam.id}`}
                  label="Minutes"
                  description="This exam's own time, run as a separate part after the one before it. 0 means none."
                  value={examMinutes(room.config, exam.id)}
                  parse={parseExamMinutes}
                  onSave={(minutes) => onPatch({ config: setExamMinutes(room.config, exam.id, minutes) })}
                />
              ) : null}
              <SectionList exam={exam} config={room.config} onConfig={(config) => onPatch({ config })} />
            </AccordionContent>
          </AccordionItem>
        )}
      </SortableList>
    </Accordion>
  );
}
