// Files a teacher uploads, made on the spot: nothing is downloaded, and each test has its own.
import type { Browser } from '@playwright/test';

/** A mono 16-bit WAV of a quiet 440 Hz tone, `seconds` long. */
export function makeWav(seconds: number, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16); // format chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  }
  return wav;
}

/** A PDF of `pages` A4 pages, each headed "Question paper, page n", printed by Chromium itself. */
export async function makePdf(browser: Browser, pages: number): Promise<Buffer> {
  const page = await browser.newPage();
  const body = Array.from(
    { length: pages },
    (_, i) =>
      `<section style="break-after: page"><h1>Question paper, page ${i + 1}</h1>` +
      `<p>Questions ${i * 20 + 1}–${i * 20 + 20}: write NO MORE THAN TWO WORDS.</p></section>`,
  ).join('');
  await page.setContent(`<!doctype html><html><body>${body}</body></html>`);
  const pdf = await page.pdf({ format: 'A4' });
  await page.close();
  return pdf;
}
