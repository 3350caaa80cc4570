import type { ExamRecord, GroupRecord, RoomConfig, RoomRecord } from '@/lib/api-types';
import { plural } from '@/lib/plural';
import { activeQuestionCount, enabledSections } from '@/lib/room-config';

/** "1 question", "12 questions". */
export function questionsLabel(count: number): string {
  return plural(count, 'question');
}

/** A group is shown as "From N To M" (docs/product.md, "Room detail"). */
export function groupLabel(group: Pick<GroupRecord, 'from_question' | 'to_question'>): string {
  return `From ${group.from_question} To ${group.to_question}`;
}

/** Questions a guest answers in this exam: those of its enabled sections' enabled groups. */
export function examQuestionCount(exam: ExamRecord, config: RoomConfig | null): number {
  return enabledSections(exam, config).reduce(
    (sum, section) => sum + activeQuestionCount(section, config, exam.id),
    0,
  );
}

export function roomQuestionCount(room: RoomRecord): number {
  return (room.expand?.Exams ?? []).reduce((sum, exam) => sum + examQuestionCount(exam, room.config), 0);
}
