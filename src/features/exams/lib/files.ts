// The exam's files as the editor names them (docs/product.md, "Authoring"). Pure.

/** The stored name of a file: the last segment of its URL, which the files route removes it by. */
export function storedName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/** "notes.pdf", page 2 → "notes-page-2.png". */
export function pageFileName(pdfName: string, page: number): string {
  const base = pdfName.replace(/\.pdf$/i, '').trim() || 'page';
  return `${base}-page-${page}.png`;
}

/** 0.456 → "46%". */
export const percent = (fraction: number) => `${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%`;
