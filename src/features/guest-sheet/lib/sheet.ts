// The guest sheet as rows of answer boxes, in sheet order, and how they are laid out (docs/architecture.md, "The sheet").
import type { GuestRoom } from '@/lib/api-types';

export interface SheetRow {
  /** Unique across the sheet: exam and section numbers repeat (Listening 1–40, Reading 1–40). */
  key: string;
  num: number;
  /** null: no question with this number in its group; the box is disabled and not scored. */
  questionId: string | null;
  examId: string;
  examName: string;
  sectionId: string;
  sectionName: string;
  /** The last box of its group: a divider follows it. */
  groupEnd: boolean;
  /** A Writing task's box (a group of type `essay`, docs/architecture.md, "Writing and marking"). */
  essay?: { minWords: number | null };
}

/** One row per number from each active group's from_question to to_question, in sheet order. */
export function sheetRows(room: GuestRoom): SheetRow[] {
  const rows: SheetRow[] = [];
  for (const exam of room.exams) {
    for (const section of exam.sections) {
      for (const group of section.groups) {
        const byNum = new Map(group.slots.map((slot) => [slot.num, slot.questionId]));
        for (let num = group.from_question; num <= group.to_question; num++) {
          rows.push({
            key: `${group.id}-${num}`,
            num,
            questionId: byNum.get(num) ?? null,
            examId: exam.id,
            examName: exam.name,
            sectionId: section.id,
            sectionName: section.name,
            groupEnd: num === group.to_question,
            ...(group.type === 'essay' ? { essay: { minWords: group.min_words ?? null } } : {}),
          });
        }
      }
    }
  }
  return rows;
}

/** The question ids of the boxes that take an answer, in sheet order. */
export function boundQuestionIds(rows: SheetRow[]): string[] {
  return rows.flatMap((row) => (row.questionId ? [row.questionId] : []));
}

export const TWO_COLUMN_MIN_WIDTH = 1024;
export const TWO_COLUMN_MIN_ROWS = 20;

/** Two columns when the window is wider than 1024 px and there are more than 20 boxes. */
export function isTwoColumns(width: number, rowCount: number): boolean {
  return width > TWO_COLUMN_MIN_WIDTH && rowCount > TWO_COLUMN_MIN_ROWS;
}

/** Splits rows into one column, or two with the left getting half rounded up. */
export function splitColumns<T>(rows: T[], twoColumns: boolean): T[][] {
  if (!twoColumns) return [rows];
  const left = Math.ceil(rows.length / 2);
  return [rows.slice(0, left), rows.slice(left)];
}

export interface SectionBlock {
  examId: string;
  examName: string;
  sectionId: string;
  sectionName: string;
  /** The exam heading goes above this block (the first block of its exam in this column). */
  showExam: boolean;
  /** The section began in the previous column. */
  continued: boolean;
  rows: SheetRow[];
}

/** Groups a column's rows by section so each gets its heading; a section cut by the split is marked continued. */
export function sectionBlocks(column: SheetRow[], allRows: SheetRow[]): SectionBlock[] {
  const blocks: SectionBlock[] = [];
  for (const row of column) {
    const last = blocks[blocks.length - 1];
    if (last && last.sectionId === row.sectionId && last.examId === row.examId) {
      last.rows.push(row);
      continue;
    }
    const index = allRows.indexOf(row);
    const before = index > 0 ? allRows[index - 1] : undefined;
    blocks.push({
      examId: row.examId,
      examName: row.examName,
      sectionId: row.sectionId,
      sectionName: row.sectionName,
      showExam: !last || last.examId !== row.examId,
      continued: Boolean(before && before.sectionId === row.sectionId && before.examId === row.examId),
      rows: [row],
    });
  }
  return blocks;
}

export interface PaperworkImage {
  src: string;
  alt: string;
}
export interface PaperworkSection {
  id: string;
  examName: string;
  sectionName: string;
  images: PaperworkImage[];
  /** A Writing task's text (its section's passage, light Markdown). */
  passage?: string;
}

/** The media of the active sections and groups, in sheet order (disabled parts are already left out). */
export function paperworkSections(room: GuestRoom): PaperworkSection[] {
  const out: PaperworkSection[] = [];
  for (const exam of room.exams) {
    for (const section of exam.sections) {
      const prefix = `${exam.name}, ${section.name}`;
      const images: PaperworkImage[] = section.media.map((src, i) => ({
        src,
        alt: section.media.length > 1 ? `${prefix}, page ${i + 1}` : prefix,
      }));
      for (const group of section.groups) {
        const range = `questions ${group.from_question}–${group.to_question}`;
        group.media.forEach((src, i) => {
          images.push({ src, alt: `${prefix}, ${range}${group.media.length > 1 ? `, page ${i + 1}` : ''}` });
        });
      }
      // A Writing task is set in the Paperwork: its text with its chart, plan or letter.
      const task = section.groups.some((group) => group.type === 'essay') ? section.passage : null;
      const base = { id: section.id, examName: exam.name, sectionName: section.name, images };
      if (task) out.push({ ...base, passage: task });
      else if (images.length) out.push(base);
    }
  }
  return out;
}
