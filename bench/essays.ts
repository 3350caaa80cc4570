// Writing for the benchmarks (docs/architecture.md, "Writing and marking"): a room whose sheet holds a
// Writing exam (Task 1 and Task 2, one essay each), after the demo's Listening exam or alone, and essays of
// realistic, varied text to fill it with.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importRoom } from '../scripts/import';
import { root } from '../scripts/lib/pocketbase';
import type { Answer, GuestSearchResponse } from '../src/lib/api-types';
import type { TestPocketBase } from '../tests/support/pocketbase';
import { makeGuests, type BenchRoom } from './setup';

export interface WritingRoom extends BenchRoom {
  /** The Writing exam's two essay questions (Task 1, Task 2). */
  essays: [string, string];
}

const PROMPTS = [
  'The chart below shows the amount of rainfall in three cities over a year. Summarise the information by selecting and reporting the main features, and make comparisons where relevant.',
  'Some people think that living in a big city is better for young people than living in the countryside. To what extent do you agree or disagree?',
];

/**
 * Imports room `slug` with a Writing exam of two tasks, after the demo's Listening exam when `listening`;
 * `members` are the emails of users who mark it. `questions` holds the keyed questions only (answers()
 * answers those), `essays` the two essay questions.
 */
export async function importWritingRoom(
  pb: TestPocketBase,
  slug: string,
  { listening, members = [] }: { listening: boolean; members?: string[] },
): Promise<WritingRoom> {
  const demo = JSON.parse(readFileSync(join(root, 'demo', 'demo-room.json'), 'utf8'));
  const listeningExam = demo.exams[0];
  const task = (num: number) => ({
    name: `Task ${num}`,
    passage: PROMPTS[num - 1],
    media: [],
    groups: [{ from: num, to: num, type: 'essay', questions: [{ num, keys: [] }] }],
  });
  const writing = { name: 'Academic Writing', kind: 'academic_writing', sections: [task(1), task(2)] };
  // The importer takes media beside the file only: a copy of the demo's folder holds them.
  const dir = mkdtempSync(join(tmpdir(), 'answersheet-bench-'));
  cpSync(join(root, 'demo', 'media'), join(dir, 'media'), { recursive: true });
  const file = join(dir, 'room.json');
  writeFileSync(
    file,
    JSON.stringify({
      room: { ...demo.room, slug, members },
      exams: listening ? [listeningExam, writing] : [writing],
    }),
  );
  const { id } = importRoom(pb.dataDir, file);

  const keyOf = new Map<number, string>();
  for (const section of listeningExam.sections)
    for (const group of section.groups)
      for (const q of group.questions) keyOf.set(q.num, q.keys[0].replace(/[()]/g, ''));
  const [uuid] = await makeGuests(pb, 1);
  const sheet = await pb.request<GuestSearchResponse>('/api/room/guest-search', {
    method: 'POST',
    body: { slug },
    headers: { 'guest-uuid': uuid! },
  });
  if (sheet.status !== 200) throw new Error(`guest-search failed: ${JSON.stringify(sheet.body)}`);
  const slotsOf = (exam: GuestSearchResponse['room']['exams'][number]) =>
    exam.sections.flatMap((s) => s.groups.flatMap((g) => g.slots.filter((slot) => slot.questionId)));
  const exams = sheet.body.room.exams;
  const essays = slotsOf(exams[exams.length - 1]!).map((slot) => slot.questionId!);
  if (essays.length !== 2) throw new Error(`expected two essays, got ${essays.length}`);
  const questions = listening
    ? slotsOf(exams[0]!).map((slot) => ({ questionId: slot.questionId!, key: keyOf.get(slot.num)! }))
    : [];
  return { id, slug, questions, essays: [essays[0]!, essays[1]!] };
}

// Words to write with: sentences are built from openers, subjects, verbs and endings, so no two essays
// are alike and their length, punctuation and word lengths are those of a student's prose.
const OPENERS = [
  'In my opinion,',
  'On the other hand,',
  'Furthermore,',
  'However,',
  'For example,',
  'It is clear that',
  'Overall,',
  'According to the chart,',
  'Many people believe that',
  'In addition,',
  'As a result,',
  'Nevertheless,',
  '',
  '',
];
const SUBJECTS = [
  'young people',
  'the government',
  'rainfall in the capital',
  'public transport',
  'the number of visitors',
  'city life',
  'families in the countryside',
  'modern technology',
  'the average temperature',
  'employers',
  'students at university',
  'local communities',
  'the proportion of older residents',
];
const VERBS = [
  'increased steadily',
  'tend to benefit from',
  'should invest more in',
  'fell sharply during',
  'has a strong influence on',
  'depends heavily on',
  'remained stable throughout',
  'can easily adapt to',
  'are often worried about',
  'reached a peak in',
  'offers better opportunities for',
];
const ENDINGS = [
  'the summer months.',
  'housing and healthcare.',
  'the following decade, which is surprising.',
  'their own education and careers.',
  'cleaner air and quieter streets.',
  'the rest of the period shown.',
  'jobs that did not exist twenty years ago.',
  'the cost of living in larger cities.',
  'a better balance between work and free time.',
  'around 120 millimetres in October.',
  'their neighbours and friends.',
];

/** A small seeded generator (mulberry32), so a bench run writes the same essays each time. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An essay of about `words` words (it stops at the end of the sentence that reaches them), in paragraphs. */
export function essayText(seed: number, words = 300): string {
  const next = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const paragraphs: string[] = [];
  let sentences: string[] = [];
  let count = 0;
  while (count < words) {
    const opener = pick(OPENERS);
    const subject = pick(SUBJECTS);
    const sentence = `${opener ? `${opener} ` : ''}${subject} ${pick(VERBS)} ${pick(ENDINGS)}`;
    const text = sentence.charAt(0).toUpperCase() + sentence.slice(1);
    sentences.push(text);
    count += text.split(/\s+/).length;
    if (sentences.length >= 4 + Math.floor(next() * 3)) {
      paragraphs.push(sentences.join(' '));
      sentences = [];
    }
  }
  if (sentences.length) paragraphs.push(sentences.join(' '));
  return paragraphs.join('\n\n');
}

/** The first `words` words of an essay (a draft as it grows), its paragraphs kept. */
export function essayStart(essay: string, words: number): string {
  const parts = essay.split(/(\s+)/);
  return parts.slice(0, Math.max(0, words * 2 - 1)).join('');
}

/** A student's two essays as answers, each of about `words` words, different for each `seed`. */
export function essayAnswers(room: WritingRoom, seed: number, words = 300): Answer[] {
  return room.essays.map((questionId, task) => ({ questionId, value: essayText(seed * 2 + task, words) }));
}
