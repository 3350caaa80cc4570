// npm run demo:audio: speaks the demo Listening recordings of scripts/demo-audio.ts with Debian's espeak-ng and
// encodes them with sox to small mono MP3s in demo/media/. The MP3s are committed, so `npm start` needs
// neither tool; run this again only after changing the recordings. First it checks that each part says every
// key of its section in demo/demo-room.json.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordings, type Line } from './demo-audio';
import { root } from './lib/pocketbase';

const demoDir = join(root, 'demo');
// espeak-ng voices: a British narrator, and a woman and a man for the conversations.
const VOICES: Record<Line['speaker'], string> = { narrator: 'en-gb', woman: 'en-gb+f3', man: 'en-gb+m3' };
const WORDS_PER_MINUTE = '150';

/** Letters and digits only, lower-case: "E B 4, 7 T N" and "EB4 7TN" are the same. */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Problems such as "Part 1: question 3's key is never said", empty when recordings and JSON agree. */
function checkAgainstJson(): string[] {
  const room = JSON.parse(readFileSync(join(demoDir, 'demo-room.json'), 'utf8'));
  const listening = room.exams.find((exam: { kind?: string }) => exam.kind === 'listening');
  const problems: string[] = [];
  for (const recording of recordings) {
    const section = listening.sections.find((s: { name: string }) => s.name === recording.section);
    if (!section) {
      problems.push(`${recording.section}: no such Listening section in demo-room.json`);
      continue;
    }
    const said = squash(recording.lines.map((line) => line.text).join(' '));
    for (const group of section.groups)
      for (const question of group.questions as { num: number; keys: string[] }[])
        if (!question.keys.some((key) => said.includes(squash(key.replace(/\([^)]*\)/g, '')))))
          problems.push(`${recording.section}: question ${question.num}'s key is never said`);
    if (section.audio !== recording.file)
      problems.push(`${recording.section}: its audio in demo-room.json should be "${recording.file}"`);
  }
  return problems;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0)
    throw new Error(`${command} failed: ${result.error?.message ?? result.stderr.toString()}`);
}

/** espeak-ng and sox with MP3 support, installed from Debian's packages when missing and allowed to. */
function ensureTools() {
  const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
  const soxMp3 = () => has('sox') && /\bmp3\b/.test(spawnSync('sox', ['-h']).stdout?.toString() ?? '');
  if (has('espeak-ng') && soxMp3()) return;
  if (process.getuid?.() !== 0) {
    throw new Error('Needs espeak-ng and sox with MP3 support: apt-get install espeak-ng sox libsox-fmt-mp3');
  }
  console.log('Installing espeak-ng and sox from Debian…');
  run('apt-get', ['install', '-y', '-qq', 'espeak-ng', 'sox', 'libsox-fmt-mp3']);
}

const problems = checkAgainstJson();
if (problems.length > 0) {
  console.error(`The recordings and demo/demo-room.json disagree:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
ensureTools();
const work = mkdtempSync(join(tmpdir(), 'answersheet-demo-audio-'));
try {
  for (const recording of recordings) {
    const parts = recording.lines.map((line, i) => {
      const spoken = join(work, `line-${i}.wav`);
      run('espeak-ng', ['-v', VOICES[line.speaker], '-s', WORDS_PER_MINUTE, '-w', spoken, line.text]);
      // A short pause after each line, as between speakers.
      const paused = join(work, `pause-${i}.wav`);
      run('sox', [spoken, paused, 'pad', '0', '0.5']);
      return paused;
    });
    const out = join(demoDir, recording.file);
    // Speech only: mono, 16 kHz, 24 kbit/s keeps a part well under half a megabyte.
    run('sox', [...parts, '-r', '16000', '-c', '1', '-C', '24', out]);
    console.log(`${recording.file}: ${Math.round(statSync(out).size / 1024)} KB`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
