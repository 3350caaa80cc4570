// rooms.config (docs/architecture.md, "Data model"): keyed by exam id, each value listing disabled sections, disabled groups and the
// section order. Missing keys mean "all active, natural order"; reading it is the sheet's rule
// (src/rules/sheet.ts), the server's too. Pure functions; changes return new objects.
import type { ExamConfig, ExamRecord, GroupRecord, RoomConfig, SectionRecord } from './api-types';
import { examConfig as readExamConfig, orderedSectionIds } from '@/rules/sheet';

/** An exam's part of the config with every list present: what the setters below change. */
export function examConfig(
  config: RoomConfig | null | undefined,
  examId: string,
): Required<Omit<ExamConfig, 'minutes'>> {
  const value = config?.[examId];
  return {
    disabled_exam_sections: value?.disabled_exam_sections ?? [],
    disabled_section_questions: value?.disabled_section_questions ?? [],
    order_exam_sections: value?.order_exam_sections ?? [],
  };
}

/** The exam's sections in sheet order, as the server's sheet orders them (src/rules/sheet.ts). */
export function orderedSections(exam: ExamRecord, config: RoomConfig | null | undefined): SectionRecord[] {
  const sections = exam.expand?.Sections ?? [];
  const byId = new Map(sections.map((section) => [section.id, section]));
  const ids = orderedSectionIds({ Sections: [...byId.keys()] }, readExamConfig(config, exam.id));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function isSectionEnabled(
  config: RoomConfig | null | undefined,
  examId: string,
  sectionId: string,
): boolean {
  return !readExamConfig(config, examId).disabledSections.has(sectionId);
}

export function isGroupEnabled(
  config: RoomConfig | null | undefined,
  examId: string,
  groupId: string,
): boolean {
  return !readExamConfig(config, examId).disabledGroups.has(groupId);
}

/** The sections a guest sees, in order: what the dashboard lists. */
export function enabledSections(exam: ExamRecord, config: RoomConfig | null | undefined): SectionRecord[] {
  return orderedSections(exam, config).filter((section) => isSectionEnabled(config, exam.id, section.id));
}

function withExam(
  config: RoomConfig | null | undefined,
  examId: string,
  change: Partial<ExamConfig>,
): RoomConfig {
  // Spread from the stored value first, so what this change does not touch (the exam's minutes) is kept.
  return { ...(config ?? {}), [examId]: { ...config?.[examId], ...examConfig(config, examId), ...change } };
}

/** The exam's own time in whole minutes, 0 when none (docs/architecture.md, "Exams one after another"). */
export function examMinutes(config: RoomConfig | null | undefined, examId: string): number {
  return config?.[examId]?.minutes ?? 0;
}

export function setExamMinutes(
  config: RoomConfig | null | undefined,
  examId: string,
  minutes: number,
): RoomConfig {
  return withExam(config, examId, { minutes });
}

function toggled(list: string[], id: string, disabled: boolean): string[] {
  const rest = list.filter((item) => item !== id);
  return disabled ? [...rest, id] : rest;
}

export function setSectionEnabled(
  config: RoomConfig | null | undefined,
  examId: string,
  sectionId: string,
  enabled: boolean,
): RoomConfig {
  const list = examConfig(config, examId).disabled_exam_sections;
  return withExam(config, examId, { disabled_exam_sections: toggled(list, sectionId, !enabled) });
}

export function setGroupEnabled(
  config: RoomConfig | null | undefined,
  examId: string,
  groupId: string,
  enabled: boolean,
): RoomConfig {
  const list = examConfig(config, examId).disabled_section_questions;
  return withExam(config, examId, { disabled_section_questions: toggled(list, groupId, !enabled) });
}

export function setSectionOrder(
  config: RoomConfig | null | undefined,
  examId: string,
  sectionIds: string[],
): RoomConfig {
  return withExam(config, examId, { order_exam_sections: [...sectionIds] });
}

/** Questions a guest answers in this section: the bound slots of its enabled groups. */
export function activeQuestionCount(
  section: SectionRecord,
  config: RoomConfig | null | undefined,
  examId: string,
): number {
  const groups = section.expand?.SectionQuestions;
  if (!groups) return section.question_count ?? 0;
  return groups
    .filter((group) => isGroupEnabled(config, examId, group.id))
    .reduce((sum, group) => sum + groupQuestionCount(group), 0);
}

export function groupQuestionCount(group: GroupRecord): number {
  return group.question_count ?? group.Questions.length;
}

export function groupSlotCount(group: GroupRecord): number {
  return group.slot_count ?? group.to_question - group.from_question + 1;
}

/** Slots of the group with no question bound (shown disabled on the sheet, never scored). */
export function emptySlots(group: GroupRecord): number {
  return Math.max(0, groupSlotCount(group) - groupQuestionCount(group));
}
