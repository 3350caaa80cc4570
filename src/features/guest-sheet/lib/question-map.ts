// The question map (docs/product.md, "Test conditions"): every box of the sheet, per exam, as answered or
// blank and flagged or not. Pure.
import type { AnswerValues } from './answers';
import type { SheetRow } from './sheet';

export interface MapBox {
  key: string;
  num: number;
  questionId: string;
  answered: boolean;
  flagged: boolean;
}

export interface MapExam {
  examId: string;
  examName: string;
  boxes: MapBox[];
  answered: number;
  flagged: number;
}

/** The boxes that take an answer, per exam in sheet order. */
export function questionMap(rows: SheetRow[], values: AnswerValues, flags: ReadonlySet<string>): MapExam[] {
  const exams: MapExam[] = [];
  for (const row of rows) {
    if (!row.questionId) continue;
    let exam = exams[exams.length - 1];
    if (!exam || exam.examId !== row.examId) {
      exam = { examId: row.examId, examName: row.examName, boxes: [], answered: 0, flagged: 0 };
      exams.push(exam);
    }
    const answered = (values[row.questionId] ?? '').trim() !== '';
    const flagged = flags.has(row.questionId);
    exam.boxes.push({ key: row.key, num: row.num, questionId: row.questionId, answered, flagged });
    if (answered) exam.answered++;
    if (flagged) exam.flagged++;
  }
  return exams;
}

/** "Question 5, answered, flagged for review": what a screen reader says of a box. */
export function boxLabel(box: MapBox): string {
  return `Question ${box.num}, ${box.answered ? 'answered' : 'blank'}${box.flagged ? ', flagged for review' : ''}`;
}

/** Question numbers as runs: [2, 3, 4, 7, 9, 10] → "2–4, 7, 9–10". */
export function numberRuns(nums: number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < nums.length;) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j]! + 1) j++;
    runs.push(j > i ? `${nums[i]}–${nums[j]}` : String(nums[i]));
    i = j + 1;
  }
  return runs.join(', ');
}

/**
 * Boxes as the blanks dialog lists them (the flagged ones, the unanswered ones), one entry per exam that has
 * any, numbers as runs so a whole test left blank stays one line: "3, 17–19", or "Listening, questions 2–40"
 * and "Reading, question 1" across exams.
 */
export function boxLabels(rows: SheetRow[], ids: ReadonlySet<string>): string[] {
  const several = new Set(rows.map((row) => row.examId)).size > 1;
  const byExam = new Map<string, { name: string; nums: number[] }>();
  for (const row of rows) {
    if (row.questionId === null || !ids.has(row.questionId)) continue;
    const exam = byExam.get(row.examId) ?? { name: row.examName, nums: [] };
    exam.nums.push(row.num);
    byExam.set(row.examId, exam);
  }
  return [...byExam.values()].map(({ name, nums }) =>
    several
      ? `${name}, ${nums.length === 1 ? 'question' : 'questions'} ${numberRuns(nums)}`
      : numberRuns(nums),
  );
}
