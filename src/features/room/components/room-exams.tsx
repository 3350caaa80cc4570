import { useState } from 'react';
import type { ExamRecord, LibraryExam, RoomPatchBody, RoomRecord } from '@/lib/api-types';
import { useLibrary } from '../api/get-library';
import { withoutExam } from '../room-patch';
import { questionsLabel, roomQuestionCount } from '../tree-labels';
import { AddExamDialog } from './add-exam-dialog';
import { ExamTree } from './exam-tree';
import { RemoveExamDialog } from './remove-exam-dialog';

/** "Exams in this room": the exam tree, adding exams from the library and removing them (asked first). */
export function RoomExams({ room, onPatch }: { room: RoomRecord; onPatch: (body: RoomPatchBody) => void }) {
  const library = useLibrary();
  const authored = new Set((library.data ?? []).map((exam) => exam.id));
  const [removing, setRemoving] = useState<{ exam: ExamRecord | null; open: boolean }>({
    exam: null,
    open: false,
  });
  const exams = room.expand?.Exams ?? [];
  const add = (exam: LibraryExam) => onPatch({ Exams: [...room.Exams, exam.id] });

  return (
    <section aria-labelledby="room-exams-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="room-exams-title" className="text-lg font-semibold">
            Exams in this room
          </h2>
          <p className="text-sm text-muted-foreground">
            {exams.length > 0
              ? `${questionsLabel(roomQuestionCount(room))} on the sheet. Drag to reorder; switch sections and question groups on or off. Changes are saved at once.`
              : 'No exams yet: students see an empty sheet. Add exams from your library.'}
          </p>
        </div>
        <AddExamDialog room={room} onAdd={add} />
      </div>
      {exams.length > 0 ? (
        <ExamTree
          key={room.id}
          room={room}
          onPatch={onPatch}
          authored={authored}
          onRemove={(exam) => setRemoving({ exam, open: true })}
        />
      ) : null}
      <RemoveExamDialog
        exam={removing.exam}
        open={removing.open}
        onClose={() => setRemoving((state) => ({ ...state, open: false }))}
        onConfirm={(exam) => onPatch(withoutExam(room, exam.id))}
      />
    </section>
  );
}
