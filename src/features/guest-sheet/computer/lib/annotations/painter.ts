// Paints highlights as boxes on a layer under the region's text (docs/architecture.md, "The test on computer"): the
// region's own DOM is never changed, so React's tree and the answer boxes inside content stay untouched, and
// typing anywhere on the screen repaints nothing here. (The CSS Custom Highlight API, which painted them
// before, rebuilds every highlight's markers on any change to the document, a keystroke in a box included:
// with 200 highlights that was most of a keystroke's cost on a slow laptop.) Where layout cannot be measured
// (jsdom, an old browser) nothing is painted and the model still works. A region is repainted when its own
// highlights change, its own text nodes do (a re-render replacing them), or its size does (a resize, the
// divider, the text size).
import type { Annotation } from './annotations';
import { spanNodeRanges } from './offsets';

/** A highlight's box on the layer; with a note it is underlined as well (src/index.css). */
export const MARK_CLASS = 'answersheet-mark';
export const NOTE_CLASS = 'answersheet-note';

interface PaintedRegion {
  element: HTMLElement;
  layer: HTMLElement;
  /** What was painted last: the region repaints only when this changes or its layout does. */
  signature: string;
  observers: { disconnect(): void }[];
}

const signatureOf = (list: readonly Annotation[]) =>
  list.map((a) => `${a.start}-${a.end}${a.note ? '*' : ''}`).join(',');

const canMeasure = () =>
  typeof ResizeObserver !== 'undefined' &&
  typeof Range !== 'undefined' &&
  typeof Range.prototype.getClientRects === 'function';

export class HighlightPainter {
  private regions = new Map<string, PaintedRegion>();
  private byRegion = new Map<string, Annotation[]>();
  private pending = new Set<string>();
  private frame: number | null = null;

  /** Whether this browser paints highlights at all. */
  readonly paints = canMeasure();

  /** Paints the region's highlights on `layer`, a box covering the region and stacked under its text. */
  attach(regionId: string, element: HTMLElement, layer: HTMLElement): () => void {
    this.detach(regionId);
    const observers: { disconnect(): void }[] = [];
    if (this.paints) {
      const mutations = new MutationObserver(() => this.schedule(regionId));
      mutations.observe(element, { childList: true, characterData: true, subtree: true });
      const resizes = new ResizeObserver(() => this.schedule(regionId));
      resizes.observe(element);
      observers.push(mutations, resizes);
    }
    this.regions.set(regionId, { element, layer, signature: '', observers });
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

  private paint(regionId: string, layoutChanged: boolean): void {
    const region = this.regions.get(regionId);
    if (!region || !this.paints) return;
    const list = this.byRegion.get(regionId) ?? [];
    const signature = signatureOf(list);
    if (!layoutChanged && signature === region.signature) return;
    region.signature = signature;
    const origin = region.layer.getBoundingClientRect();
    const boxes = document.createDocumentFragment();
    spanNodeRanges(region.element, list).forEach((ranges, i) => {
      const className = list[i]!.note ? `${MARK_CLASS} ${NOTE_CLASS}` : MARK_CLASS;
      // One text node's range at a time: its rects are its line boxes only, never an element's box as
      // well, so no two boxes overlap.
      for (const range of ranges)
        for (const rect of range.getClientRects()) {
          if (rect.width === 0 || rect.height === 0) continue;
          const box = document.createElement('span');
          box.className = className;
          box.style.left = `${rect.left - origin.left}px`;
          box.style.top = `${rect.top - origin.top}px`;
          box.style.width = `${rect.width}px`;
          box.style.height = `${rect.height}px`;
          boxes.append(box);
        }
    });
    region.layer.replaceChildren(boxes);
  }

  private detach(regionId: string): void {
    const region = this.regions.get(regionId);
    if (!region) return;
    for (const observer of region.observers) observer.disconnect();
    region.layer.replaceChildren();
    this.regions.delete(regionId);
  }
}
