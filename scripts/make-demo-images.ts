// npm run demo:images: renders the question papers in scripts/demo-paper.ts to demo/media/*.png with the
// system Chromium (never a downloaded one). The PNGs are committed, so `npm start` needs no browser; run this
// again only after changing the papers. Before rendering it checks the papers against demo/demo-room.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { PNG } from 'pngjs';
import { mapSvg, pages, type Block, type Page } from './demo-paper';
import { chartFile, chartSvg } from './demo-chart';
import { describeIssues, roomImportSchema } from '../src/lib/import-schema';
import { root } from './lib/pocketbase';
import { chromiumLaunchOptions } from './lib/chromium';

const demoDir = join(root, 'demo');
const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));

// ------------------------------------------------------------------------------------------- consistency

/** The questions printed on a page: number → the answers it offers (letters, TRUE/FALSE…), or null for a blank. */
function questionsOn(page: Page): Map<number, string[] | null> {
  const found = new Map<number, string[] | null>();
  const blanks = (text: string) => {
    for (const m of text.matchAll(/\{(\d+)\}/g)) found.set(Number(m[1]), null);
  };
  for (const block of page.blocks) {
    if (block.kind === 'form') block.rows.forEach(([, value]) => blanks(value));
    if (block.kind === 'notes') block.lines.forEach(blanks);
    if (block.kind === 'choice') found.set(block.num, letters(block.options.length));
    if (block.kind === 'items') block.items.forEach(([num]) => found.set(num, block.answers));
  }
  return found;
}

/** Problems such as "Part 2: question 17 key "J" is not one of A, B, …", empty when paper and JSON agree. */
function checkAgainstJson(): string[] {
  const parsed = roomImportSchema.safeParse(
    JSON.parse(readFileSync(join(demoDir, 'demo-room.json'), 'utf8')),
  );
  if (!parsed.success) return describeIssues(parsed.error);
  const room = parsed.data;
  const byFile = new Map(pages.map((p) => [p.file, p]));
  const used = new Set<string>();
  const problems: string[] = [];
  for (const exam of room.exams) {
    for (const section of exam.sections) {
      const where = `${exam.name} / ${section.name}`;
      for (const file of [...section.media, ...section.groups.flatMap((g) => g.media)]) {
        used.add(file);
        if (!byFile.has(file)) problems.push(`${where}: no page in demo-paper.ts for ${file}`);
      }
      // The section's first image is its question paper: it must print exactly the section's questions.
      const paper = byFile.get(section.media[0] ?? '');
      if (!paper) continue;
      const printed = questionsOn(paper);
      const keys = new Map(section.groups.flatMap((g) => g.questions).map((q) => [q.num, q.keys]));
      for (const [num, qKeys] of keys) {
        const offered = printed.get(num);
        if (offered === undefined) problems.push(`${where}: question ${num} is not on ${paper.file}`);
        else if (offered && !offered.includes(qKeys[0]!.toUpperCase()) && !offered.includes(qKeys[0]!)) {
          problems.push(`${where}: question ${num} key "${qKeys[0]}" is not one of ${offered.join(', ')}`);
        }
      }
      for (const num of printed.keys()) {
        if (!keys.has(num))
          problems.push(`${where}: ${paper.file} prints question ${num}, which has no keys`);
      }
    }
  }
  for (const page of pages)
    if (!used.has(page.file)) problems.push(`${page.file} is not used in demo-room.json`);
  return problems;
}

// ------------------------------------------------------------------------------------------- HTML

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** `**bold**` and `{7}` (answer blank 7), as described in demo-paper.ts. */
const inline = (s: string) =>
  escape(s)
    .replace(/\*\*(.+?)\*\*/g, '<b>$1</b>')
    .replace(/\{(\d+)\}/g, '<b>$1</b>&nbsp;<span class="dots"></span>');

function renderBlock(block: Block): string {
  switch (block.kind) {
    case 'task':
      return `<h3>Questions ${block.from}–${block.to}</h3>${block.lines.map((l) => `<p class="instr">${inline(l)}</p>`).join('')}`;
    case 'form': {
      const example = block.example
        ? `<tr><td colspan="2"><i>Example</i></td></tr><tr><td>${inline(block.example[0])}</td><td><span class="example">${inline(block.example[1])}</span></td></tr>`
        : '';
      const rows = block.rows.map(
        ([label, value]) => `<tr><td>${inline(label)}</td><td>${inline(value)}</td></tr>`,
      );
      return `<div class="box"><h4>${inline(block.title)}</h4><table class="form">${example}${rows.join('')}</table></div>`;
    }
    case 'notes': {
      const lines = block.lines.map((line) => {
        if (line.startsWith('# ')) return `<h5>${inline(line.slice(2))}</h5>`;
        if (line.startsWith('-- ')) return `<p class="bullet sub">${inline(line.slice(3))}</p>`;
        if (line.startsWith('- ')) return `<p class="bullet">${inline(line.slice(2))}</p>`;
        return `<p>${inline(line)}</p>`;
      });
      // Titled notes are boxed, as on the real paper; untitled ones are plain sentences to complete.
      return block.title
        ? `<div class="box"><h4>${inline(block.title)}</h4>${lines.join('')}</div>`
        : `<div class="sentences">${lines.join('')}</div>`;
    }
    case 'choice': {
      const options = block.options.map(
        (o, i) => `<div class="option"><b>${letters(26)[i]}</b>${inline(o)}</div>`,
      );
      return `<div class="choice"><p><b class="num">${block.num}</b>${inline(block.stem)}</p>${options.join('')}</div>`;
    }
    case 'items': {
      const rows = block.items.map(
        ([num, text]) =>
          `<tr><td class="num"><b>${num}</b></td><td>${inline(text)}</td>${block.blank ? '<td><span class="dots"></span></td>' : ''}</tr>`,
      );
      return `<table class="items">${rows.join('')}</table>`;
    }
    case 'legend': {
      const title = block.title ? `<h4>${inline(block.title)}</h4>` : '';
      const rows = block.rows.map(
        ([term, text]) => `<tr><td><b>${inline(term)}</b></td><td>${inline(text)}</td></tr>`,
      );
      return `<div class="${block.boxed ? 'box legend' : 'legend'}">${title}<table>${rows.join('')}</table></div>`;
    }
    case 'passage': {
      const paragraphs = block.paragraphs.map((p, i) =>
        block.lettered
          ? `<p class="lettered"><b>${letters(26)[i]}</b>${inline(p)}</p>`
          : `<p>${inline(p)}</p>`,
      );
      const intro = block.intro ? `<p class="intro">${inline(block.intro)}</p>` : '';
      return `<div class="passage"><h2>${inline(block.title)}</h2>${intro}${paragraphs.join('')}</div>`;
    }
    case 'map':
      return `<div class="map">${mapSvg}</div>`;
  }
}

const css = `
  body { margin: 0; background: #fff; color: #111; font: 16px/1.45 'Liberation Sans', Arial, sans-serif; }
  main { width: 788px; padding: 32px 56px 40px; }
  h1 { font-size: 22px; margin: 0 0 4px; letter-spacing: 0.02em; }
  .subtitle { margin: 0 0 8px; }
  h2 { font-size: 22px; text-align: center; margin: 8px 0 12px; }
  h3 { font-size: 18px; margin: 28px 0 6px; }
  h4 { text-align: center; font-size: 17px; margin: 0 0 12px; }
  h5 { font-size: 16px; margin: 14px 0 4px; }
  p { margin: 4px 0; }
  .instr { margin: 2px 0; }
  .box { border: 1.5px solid #222; padding: 16px 24px; margin: 14px 0; }
  .dots { display: inline-block; width: 9em; border-bottom: 2px dotted #222; vertical-align: baseline; }
  .example { font-style: italic; text-decoration: underline; }
  table { border-collapse: collapse; }
  .form td { padding: 5px 16px 5px 0; vertical-align: top; }
  .form td:first-child { width: 190px; }
  .bullet { padding-left: 22px; position: relative; }
  .bullet::before { content: '•'; position: absolute; left: 6px; }
  .bullet.sub { padding-left: 44px; }
  .bullet.sub::before { content: '–'; left: 28px; }
  .sentences p { margin: 10px 0; }
  .choice { margin: 14px 0; }
  .choice .num, .items .num { display: inline-block; min-width: 32px; }
  .option { padding-left: 32px; margin: 2px 0; }
  .option b { display: inline-block; width: 26px; }
  .items { margin: 10px 0; }
  .items td { padding: 5px 14px 5px 0; vertical-align: top; }
  .legend { margin: 10px 0; }
  .legend td { padding: 3px 24px 3px 0; vertical-align: top; }
  .legend.box { width: 460px; margin: 14px auto; }
  .passage { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 17px; line-height: 1.5; margin: 18px 0 8px; }
  .passage p { margin: 0 0 10px; text-align: justify; }
  .passage .intro { font-style: italic; text-align: center; }
  .lettered { position: relative; padding-left: 28px; }
  .lettered b { position: absolute; left: 0; }
  .map { text-align: center; margin: 12px 0; }
`;

function renderPage(page: Page): string {
  const subtitle = page.subtitle ? `<p class="subtitle">${inline(page.subtitle)}</p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head>
<body><main><h1>${inline(page.title)}</h1>${subtitle}${page.blocks.map(renderBlock).join('\n')}</main></body></html>`;
}

/**
 * Chromium writes 24-bit colour; the papers are black on white, so 16 grey levels look the same and make the
 * text-heavy reading pages less than half the size (each image must stay well under 250 KB).
 */
function toGrey(screenshot: Buffer): Buffer {
  const png = PNG.sync.read(screenshot);
  const step = 255 / 15;
  const d = png.data;
  for (let i = 0; i < d.length; i += 4) {
    const luma = 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!;
    d[i] = d[i + 1] = d[i + 2] = Math.round(Math.round(luma / step) * step);
  }
  return PNG.sync.write(png, { colorType: 0 });
}

// ------------------------------------------------------------------------------------------- main

const problems = checkAgainstJson();
if (problems.length) {
  console.error(`demo/demo-room.json does not match scripts/demo-paper.ts:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  // 900 px wide at device scale 1 keeps text readable and the files small; the viewport is short so that a
  // full-page screenshot is exactly as tall as the paper.
  const tab = await browser.newPage({ viewport: { width: 900, height: 100 }, deviceScaleFactor: 1 });
  for (const page of pages) {
    const path = join(demoDir, page.file);
    mkdirSync(dirname(path), { recursive: true });
    await tab.setContent(renderPage(page), { waitUntil: 'load' });
    const png = toGrey(await tab.screenshot({ fullPage: true }));
    writeFileSync(path, png);
    console.log(`${page.file}  ${Math.round(png.length / 1024)} KB`);
  }
  // The Writing Task 1 chart of the room on computer (demo/demo-computer-room.json).
  await tab.setContent(`<!doctype html><body style="margin:0">${chartSvg}</body>`, { waitUntil: 'load' });
  const chart = toGrey(await tab.locator('svg').screenshot());
  writeFileSync(join(demoDir, chartFile), chart);
  console.log(`${chartFile}  ${Math.round(chart.length / 1024)} KB`);
} finally {
  await browser.close();
}
