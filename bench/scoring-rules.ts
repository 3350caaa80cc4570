// npx tsx bench/scoring-rules.ts [git ref, default main]: what scoring as an examiner marks (docs/architecture.md,
// "As an examiner marks": numbers grouped by commas, British and American spellings, word limits, `multi`
// sets) costs a submission, against the hooks' scoring (pb_hooks/lib/rules/scoring.js) as it is at the ref,
// and what the spelling list alone costs (today's scoring against the same with its list emptied: the
// issue's "scoring with the variant list costs a submission ≤ 10 %"), in the same process and run. A
// 40-question Listening sheet keyed as a book prints it, 2,000 submissions a round, the median of 11 rounds
// each, the sides taking turns (the machine is shared: turns keep a busy moment from landing on one side).
// Prints µs per submission (scoreSubmission on the room's table, as collecting drafts and regrading do; the
// submission route's Go scorer compares the same forms) and per table built (once per sheet and content
// change).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from '../scripts/lib/pocketbase';

const ref = process.argv[2] ?? 'main';
const require = createRequire(import.meta.url);
const { buildSheet } = require(join(root, 'pb_hooks/lib/rules/sheet.js'));
type Scoring = {
  scoringTable: (sheet: unknown, keys: Record<string, string[]>) => unknown[];
  scoreSubmission: (table: unknown[], answers: { questionId: string; value: string }[]) => unknown;
};
const now: Scoring = require(join(root, 'pb_hooks/lib/rules/scoring.js'));
// The ref's scoring beside the modules it requires: the ref's own, emitted from src/rules/, or for a ref
// before src/rules/ its hand-written scoring.js (pb_hooks/lib/ at that ref) with today's modules in the shape it took.
const show = (path: string) =>
  execFileSync('git', ['show', `${ref}:${path}`], { cwd: root, encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'scoring-rules-'));
const emitted = (module: string) => join(root, 'pb_hooks/lib/rules', module);
let refModules: Record<string, string>;
try {
  refModules = Object.fromEntries(
    ['scoring.js', 'word-count.js', 'spelling-variants.js'].map((m) => [m, show(`pb_hooks/lib/rules/${m}`)]),
  );
} catch {
  refModules = {
    'scoring.js': show('pb_hooks/lib/scoring.js'),
    'word-count.js': `module.exports = require(${JSON.stringify(emitted('word-count.js'))});`,
    'spelling-variants.js': `module.exports = require(${JSON.stringify(emitted('spelling-variants.js'))}).SPELLING_VARIANTS;`,
  };
}
for (const [module, text] of Object.entries(refModules)) writeFileSync(join(dir, module), text);
const before: Scoring = require(join(dir, 'scoring.js'));
// Today's scoring without the spelling list (its bundled copy emptied): what the list alone costs.
const withoutList = join(dir, 'scoring-without-list.js');
const emittedScoring = readFileSync(emitted('scoring.js'), 'utf8');
const emptied = emittedScoring.replace(/^var SPELLING_VARIANTS = ".*";$/m, 'var SPELLING_VARIANTS = "";');
if (emptied === emittedScoring)
  throw new Error('the emitted scoring.js no longer holds SPELLING_VARIANTS as one line');
writeFileSync(withoutList, emptied);
const noList: Scoring = require(withoutList);

// Keys of the kinds a Listening test prints (typed words with optional words and alternatives, numbers,
// British spellings, letters), ten a part.
const KEYS = [
  ['Thursday 16th'],
  ['business'],
  ['3,200'],
  ['taxes (and) surcharges'],
  ['1:45'],
  ['Vancouver'],
  ['6:15'],
  ['10:25'],
  ['Mary-Anne Reece'],
  ['ABC Stocks'],
  ['written legal agreement'],
  ['first six months'],
  ['copy'],
  ['(an) inventory'],
  ['B'],
  ['D'],
  ['E'],
  ['D'],
  ['F'],
  ['G'],
  ['voting patterns'],
  ['(in) newspapers'],
  ['schools'],
  ['crime rates', 'crime statistics'],
  ['(the) police'],
  ['uniform approach'],
  ['changing the format'],
  ['short'],
  ['a month', '1 month'],
  ['(final) proofreading'],
  ['postgraduate'],
  ['fees-only'],
  ['20,000'],
  ['(British council) office'],
  ['£5000 to £15000'],
  ['taught postgraduate courses'],
  ['(an) international organisation'],
  ['development'],
  ['fees'],
  ['Ministry of Education'],
];
const ids = KEYS.map((_, i) => `q${i + 1}`);
const sheet = buildSheet({
  room: { id: 'r', name: 'R', slug: 'r', Exams: ['e'] },
  exams: [{ id: 'e', name: 'E', Sections: ['s'] }],
  sections: [{ id: 's', name: 'S', media: [], SectionQuestions: ['g1', 'g2', 'g3', 'g4'] }],
  groups: [
    { id: 'g1', from_question: 1, to_question: 14, max_words: 3, number_allowed: true },
    {
      id: 'g2',
      from_question: 15,
      to_question: 20,
      type: 'multi',
      either_order: [
        [15, 16, 17],
        [18, 19, 20],
      ],
    },
    { id: 'g3', from_question: 21, to_question: 30, max_words: 3 },
    { id: 'g4', from_question: 31, to_question: 40, max_words: 3, number_allowed: true },
  ].map((g) => ({ ...g, media: [], Questions: ids.slice(g.from_question - 1, g.to_question) })),
  questions: ids.map((id, i) => ({ id, num: i + 1 })),
});
const keys = Object.fromEntries(ids.map((id, i) => [id, KEYS[i]!]));
// A realistic student: most right as printed, some in the other spelling or without commas, some wrong.
const answers = (n: number) =>
  ids.map((questionId, i) => {
    const key = KEYS[i]![0]!.replace(/[()]/g, '');
    const pick = (n * 7 + i) % 10;
    const value =
      pick < 6
        ? key
        : pick === 6
          ? key.replace('organisation', 'organization').replace(/,/g, '')
          : pick === 7
            ? ''
            : 'river bank';
    return { questionId, value };
  });

function perSubmission(scoring: Scoring, table: unknown[], submissions: number) {
  const start = performance.now();
  for (let n = 0; n < submissions; n++) scoring.scoreSubmission(table, answers(n));
  return ((performance.now() - start) * 1000) / submissions;
}
function perTable(scoring: Scoring, tables: number) {
  const start = performance.now();
  for (let n = 0; n < tables; n++) scoring.scoringTable(sheet, keys);
  return ((performance.now() - start) * 1000) / tables;
}

const tableBefore = before.scoringTable(sheet, keys);
const tableNow = now.scoringTable(sheet, keys);
const tableNoList = noList.scoringTable(sheet, keys);
// Medians of 11 rounds, the side that goes first alternating.
const rounds: Record<'before' | 'now' | 'noList' | 'tableBefore' | 'tableNow', number[]> = {
  before: [],
  now: [],
  noList: [],
  tableBefore: [],
  tableNow: [],
};
for (let round = 0; round < 11; round++) {
  const sides = [
    () => rounds.before.push(perSubmission(before, tableBefore, 2000)),
    () => rounds.now.push(perSubmission(now, tableNow, 2000)),
    () => rounds.noList.push(perSubmission(noList, tableNoList, 2000)),
  ];
  for (const side of round % 2 === 0 ? sides : sides.reverse()) side();
  rounds.tableBefore.push(perTable(before, 100));
  rounds.tableNow.push(perTable(now, 100));
}
const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const best = {
  before: median(rounds.before),
  now: median(rounds.now),
  noList: median(rounds.noList),
  tableBefore: median(rounds.tableBefore),
  tableNow: median(rounds.tableNow),
};
const us = (n: number) => `${n.toFixed(1)} µs`;
console.log(
  `scoring rules: a submission ${us(best.now)} (at ${ref}: ${us(best.before)}, ×${(best.now / best.before).toFixed(2)}); ` +
    `a table ${us(best.tableNow)} (at ${ref}: ${us(best.tableBefore)}, ×${(best.tableNow / best.tableBefore).toFixed(2)})`,
);
console.log(
  `the spelling list alone: a submission ${us(best.now)} with it, ${us(best.noList)} without, ×${(best.now / best.noList).toFixed(2)}`,
);
