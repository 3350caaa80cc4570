// The demo rooms `npm start` seeds (README, its start): the paper room, and the room on computer
// (docs/architecture.md, "The test on computer"). Both Listening tests play the recordings of
// scripts/demo-audio.ts, so their answer keys must be what the recordings say: recordingProblems checks it,
// for npm run demo:audio and for the demo rooms' unit test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordings } from '../demo-audio';
import { root } from './pocketbase';

/** The demo room files, in the order the seed imports them. */
export const demoRoomFiles = ['demo-room.json', 'demo-computer-room.json'].map((name) =>
  join(root, 'demo', name),
);

/** Letters and digits only, lower-case: "E B 4, 7 T N" and "EB4 7TN" are the same. */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

interface ListeningSection {
  name: string;
  audio?: string;
  groups: { questions: { num: number; keys: string[] }[] }[];
}

/** Problems such as "Part 1: question 3's key is never said", empty when the recordings and the room agree. */
export function recordingProblems(roomFile: string): string[] {
  const room = JSON.parse(readFileSync(roomFile, 'utf8'));
  const listening = room.exams.find((exam: { kind?: string }) => exam.kind === 'listening');
  const problems: string[] = [];
  for (const recording of recordings) {
    const section = (listening?.sections as ListeningSection[] | undefined)?.find(
      (s) => s.name === recording.section,
    );
    if (!section) {
      problems.push(`${recording.section}: no such Listening section`);
      continue;
    }
    const said = squash(recording.lines.map((line) => line.text).join(' '));
    for (const group of section.groups)
      for (const question of group.questions)
        if (!question.keys.some((key) => said.includes(squash(key.replace(/\([^)]*\)/g, '')))))
          problems.push(`${recording.section}: question ${question.num}'s key is never said`);
    if (section.audio !== recording.file)
      problems.push(`${recording.section}: its audio should be "${recording.file}"`);
  }
  return problems;
}
