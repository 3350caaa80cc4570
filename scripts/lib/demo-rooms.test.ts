// The demo rooms cannot drift: both are valid import files whose Listening keys the recordings say, and the
// room on computer holds every kind of question with keys its controls can send (docs/architecture.md,
// "The test on computer").
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gapNumbers } from '../../src/rules/computer-content';
import { roomImportSchema, type RoomImport } from '../../src/lib/import-schema';
import { demoRoomFiles, recordingProblems } from './demo-rooms';
import { chartData } from '../demo-chart';

const load = (file: string) => roomImportSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
const computerFile = demoRoomFiles.find((file) => basename(file) === 'demo-computer-room.json')!;
type Group = RoomImport['exams'][number]['sections'][number]['groups'][number];

/** The question kinds of the test on computer; an essay is Writing's (its own test below). */
const KINDS = ['gap', 'choice', 'multi', 'match', 'tfng', 'ynng', 'essay'];
const VERDICTS: Record<string, string[]> = {
  tfng: ['TRUE', 'FALSE', 'NOT GIVEN'],
  ynng: ['YES', 'NO', 'NOT GIVEN'],
};

/** The values a group's control can send for one of its questions, or null for a typed box. */
function allowedAnswers(group: Group, question: Group['questions'][number]): string[] | null {
  if (group.type === 'tfng' || group.type === 'ynng') return VERDICTS[group.type]!;
  if (group.type === 'choice') return (question.options ?? []).map((option) => option.letter);
  if (group.type === 'multi' || group.type === 'match') return (group.options ?? []).map((o) => o.letter);
  return null;
}

describe('demo rooms', () => {
  it.each(demoRoomFiles.map((file) => [basename(file), file]))(
    '%s is a valid import whose Listening keys the recordings say',
    (_name, file) => {
      expect(() => load(file)).not.toThrow();
      expect(recordingProblems(file)).toEqual([]);
    },
  );

  describe('the room on computer', () => {
    const room = load(computerFile);
    const groups = room.exams.flatMap((exam) => exam.sections.flatMap((section) => section.groups));

    it('is delivered on computer, the recording once, untimed as a whole, each exam with its minutes', () => {
      expect(room.room).toMatchObject({
        slug: 'demo-computer',
        delivery: 'computer',
        audio: 'once',
        time_limit: 0,
      });
      expect(room.exams.map((exam) => [exam.kind, exam.minutes])).toEqual([
        ['listening', 30],
        ['academic_reading', 60],
        ['academic_writing', 60],
      ]);
    });

    it('numbers 40 questions 1–40 in each scored exam, and every reading section has its passage', () => {
      for (const exam of room.exams.filter((x) => x.kind !== 'academic_writing')) {
        const nums = exam.sections.flatMap((s) => s.groups.flatMap((g) => g.questions.map((q) => q.num)));
        expect(nums).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      }
      const reading = room.exams.find((exam) => exam.kind === 'academic_reading')!;
      for (const section of reading.sections) expect(section.passage?.length).toBeGreaterThan(3000);
    });

    it('holds every kind of question, a gap inside a table among them', () => {
      expect(new Set(groups.map((group) => group.type))).toEqual(new Set(KINDS));
      expect(
        groups.some((g) =>
          g.content?.split('\n').some((line) => line.startsWith('|') && /\[\[\d+\]\]/.test(line)),
        ),
      ).toBe(true);
      // Sentence completion: typed boxes with a prompt of their own, no content.
      expect(groups.some((g) => g.type === 'gap' && !g.content && g.questions.every((q) => q.prompt))).toBe(
        true,
      );
    });

    it('gives every group its instructions and every question a non-empty key', () => {
      for (const group of groups) {
        expect(group.instructions, `${group.from}–${group.to}`).toBeTruthy();
        if (group.type === 'essay') continue;
        for (const question of group.questions)
          for (const key of question.keys) expect(key.trim(), `question ${question.num}`).not.toBe('');
      }
    });

    it("places each content gap within its group, one for each of the group's questions", () => {
      for (const group of groups.filter((g) => g.content)) {
        const gaps = gapNumbers(group.content);
        for (const n of gaps) expect(n >= group.from && n <= group.to, `gap [[${n}]]`).toBe(true);
        expect(gaps.sort((a, b) => a - b)).toEqual(group.questions.map((q) => q.num));
      }
    });

    it('keys every chosen answer with a value its control can send, and a typed one without content by its prompt', () => {
      for (const group of groups.filter((g) => g.type !== 'essay'))
        for (const question of group.questions) {
          const allowed = allowedAnswers(group, question);
          if (allowed) {
            expect(allowed.length, `question ${question.num}'s choices`).toBeGreaterThan(1);
            for (const key of question.keys) expect(allowed, `question ${question.num}`).toContain(key);
          } else if (!group.content) expect(question.prompt, `question ${question.num}`).toBeTruthy();
        }
    });

    it('scores a choose-TWO group in either order, its two questions one set', () => {
      const multi = groups.filter((group) => group.type === 'multi');
      expect(multi.length).toBeGreaterThan(0);
      for (const group of multi) {
        expect(group.questions).toHaveLength(2);
        expect(group.either_order).toEqual([group.questions.map((q) => q.num)]);
        expect(group.options?.length).toBe(5);
      }
    });

    it('holds an Academic Writing test: Task 1 with its chart, Task 2, one essay each without keys', () => {
      const writing = room.exams.find((exam) => exam.kind === 'academic_writing')!;
      expect(writing.sections.map((section) => section.name)).toEqual(['Task 1', 'Task 2']);
      const essays = writing.sections.map((section) => section.groups);
      for (const [i, groups] of essays.entries()) {
        expect(groups).toHaveLength(1);
        expect(groups[0]).toMatchObject({ type: 'essay', from: i + 1, to: i + 1, min_words: [150, 250][i] });
        expect(groups[0]!.questions.map(({ num, keys }) => ({ num, keys }))).toEqual([
          { num: i + 1, keys: [] },
        ]);
      }
      const [task1, task2] = writing.sections;
      expect(task1!.media).toEqual(['media/writing-task1-chart.png']);
      expect(existsSync(join(dirname(computerFile), task1!.media[0]!))).toBe(true);
      // The chart is described in the task's text, figure by figure (scripts/demo-chart.ts draws it).
      for (const [town, a, b] of chartData)
        expect(task1!.passage).toMatch(new RegExp(`${town} ${a}%[^;]* ${b}%`));
      expect(task1!.passage).toContain('at least 150 words');
      expect(task2!.passage).toContain('at least 250 words');
    });
  });
});
