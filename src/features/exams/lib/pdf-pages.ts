// A PDF's pages as PNG images, made in the browser (docs/product.md, "Authoring"): the sheet shows
// paperwork as images, so a book's PDF becomes one image a page; and its text layer, page by page, for a
// passage (lib/pdf-text.ts). pdf.js is large: this module is loaded with import() only when a teacher picks
// a PDF.
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PdfPageText } from './pdf-text';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Wide enough to read small print on a laptop, small enough to upload over a school's line. */
export const PAGE_WIDTH = 1600;

export interface PdfPage {
  page: number;
  pages: number;
  image: Blob;
}

/** Each page in turn, rendered at PAGE_WIDTH pixels wide. */
export async function* pdfPages(file: File): AsyncGenerator<PdfPage> {
  const pdf = await openPdf(file);
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: PAGE_WIDTH / page.getViewport({ scale: 1 }).width });
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      await page.render({ canvas, viewport }).promise;
      const image = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error(`Page ${n} could not be made an image.`))),
          'image/png',
        ),
      );
      page.cleanup();
      yield { page: n, pages: pdf.numPages, image };
    }
  } finally {
    await pdf.destroy();
  }
}

async function openPdf(file: File) {
  return getDocument({ data: new Uint8Array(await file.arrayBuffer()) }).promise;
}

/** Each page's text pieces (none on a scanned page), in reading order as pdf.js gives them. */
export async function pdfPageTexts(file: File): Promise<PdfPageText[]> {
  const pdf = await openPdf(file);
  try {
    const pages: PdfPageText[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      // Marked-content boundaries carry no text.
      const items = content.items.filter((item): item is TextItem => 'str' in item);
      pages.push({ page: n, items });
      page.cleanup();
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
