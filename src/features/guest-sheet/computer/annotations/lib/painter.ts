// Paints highlights with the CSS Custom Highlight API (Chromium 105+, Safari 17.2+, Firefox 140+): ranges
// styled by `::highlight(answersheet-mark)` in src/index.css, so the DOM is never changed and React's tree and
// the answer boxes inside content stay untouched. Where the API is missing (jsdom, an old browser) nothing is
// painted and the model still works. A region is repainted only when its own highlights change or its own
// DOM does (a re-render replacing text nodes); typing into a box changes neither. Ranges follow layout by
// themselves, so a resize needs no repaint.
import type { Annotation } from './annotations';
import { spansToRanges } from './offsets';

/** Every highlight; highlights with a note are painted again under this one (an underline). */
export const MARK_HIGHLIGHT = 'answersheet-mark';
export const NOTE_HIGHLIGHT = 'answersheet-note';

interface PaintedRegion {
  element: HTMLElement;
  ranges: Range[];
  noted: Range[];
  /** What was painted last: the region repaints only when this changes or its DOM does. */
  signature: string;
  observer: MutationObserver | null;
}

const signatureOf = (list: readonly Annotation[]) =>
  list.map((a) => `${a.start}-${a.end}${a.note ? '*' : ''}`).join(',');

function highlightRegistry(): { mark: Highlight; note: Highlight } | null {
  if (typeof Highlight === 'undefined' || typeof CSS === 'undefined' || !('highlights' in CSS)) return null;
  const existing = CSS.highlights.get(MARK_HIGHLIGHT);
  const mark = existing ?? new Highlight();
  const note = CSS.highlights.get(NOTE_HIGHLIGHT) ?? new Highlight();
  if (!existing) {
    CSS.highlights.set(MARK_HIGHLIGHT, mark);
    CSS.highlights.set(NOTE_HIGHLIGHT, note);
  }
  return { mark, note };
}

export class HighlightPainter {
  private regions = new Map<string, PaintedRegion>();
  private byRegion = new Map<string, Annotation[]>();
  private pending = new Set<string>();
  private frame: number | null = null;
  private readonly registry = highlightRegistry();

  /** Whether this browser paints highlights at all. */
  get paints(): boolean {
    return this.registry !== null;
  }

  attach(regionId: string, element: HTMLElement): () => void {
    this.detach(regionId);
    const observer =
      this.registry && typeof MutationObserver !== 'undefined'
        ? new MutationObserver(() => this.schedule(regionId))
        : null;
    observer?.observe(element, { childList: true, characterData: true, subtree: true });
    this.regions.set(regionId, { element, ranges: [], noted: [], signature: '', observer });
    this.paint(regionId, true);
    return () => {
      if (this.regions.get(regionId)?.element === element) this.detach(regionId);
    };
  }

  /** Takes the whole list; repaints the regions whose highlights differ from what they show. */
  update(list: readonly Annotation[]): void {
    this.byRegion = new Map();
    for (const annotation of list) {
      const group = this.byRegion.get(annotation.regionId);
      if (group) group.push(annotation);
      else this.byRegion.set(annotation.regionId, [annotation]);
    }
    for (const regionId of this.regions.keys()) this.paint(regionId, false);
  }

  dispose(): void {
    for (const regionId of [...this.regions.keys()]) this.detach(regionId);
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    // A frame cancelled here never runs: without this, no repaint would ever be asked for again.
    this.frame = null;
    this.pending.clear();
  }

  private schedule(regionId: string): void {
    this.pending.add(regionId);
    // One repaint per frame, whatever number of mutations React made in it.
    this.frame ??= requestAnimationFrame(() => {
      this.frame = null;
      for (const id of this.pending) this.paint(id, true);
      this.pending.clear();
    });
  }

  private paint(regionId: string, domChanged: boolean): void {
    const region = this.regions.get(regionId);
    if (!region || !this.registry) return;
    const list = this.byRegion.get(regionId) ?? [];
    const signature = signatureOf(list);
    if (!domChanged && signature === region.signature) return;
    this.unpaint(region);
    const ranges = spansToRanges(region.element, list);
    list.forEach((annotation, i) => {
      const range = ranges[i];
      if (!range) return;
      region.ranges.push(range);
      this.registry!.mark.add(range);
      if (annotation.note) {
        region.noted.push(range);
        this.registry!.note.add(range);
      }
    });
    region.signature = signature;
  }

  private unpaint(region: PaintedRegion): void {
    for (const range of region.ranges) this.registry?.mark.delete(range);
    for (const range of region.noted) this.registry?.note.delete(range);
    region.ranges = [];
    region.noted = [];
  }

  private detach(regionId: string): void {
    const region = this.regions.get(regionId);
    if (!region) return;
    region.observer?.disconnect();
    this.unpaint(region);
    this.regions.delete(regionId);
  }
}
