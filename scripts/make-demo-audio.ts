// npm run demo:audio: speaks the demo Listening recordings of scripts/demo-audio.ts with Debian's espeak-ng and
// encodes them with sox to small mono MP3s in demo/media/. The MP3s are committed, so `npm start` needs
// neither tool; run this again only after changing the recordings. First it checks that each part says every
// key of its section in each demo room (scripts/lib/demo-rooms.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { recordings, type Line } from './demo-audio';
import { demoRoomFiles, recordingProblems } from './lib/demo-rooms';
import { root } from './lib/pocketbase';

const demoDir = join(root, 'demo');
// espeak-ng voices: a British narrator, and a woman and a man for the conversations.
const VOICES: Record<Line['speaker'], string> = { narrator: 'en-gb', woman: 'en-gb+f3', man: 'en-gb+m3' };
const WORDS_PER_MINUTE = '150';

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

const problems = demoRoomFiles.flatMap((file) =>
  recordingProblems(file).map((problem) => `${basename(file)}: ${problem}`),
);
if (problems.length > 0) {
  console.error(`The recordings and the demo rooms disagree:\n  ${problems.join('\n  ')}`);
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
