import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Annotation } from './annotations';
import { HighlightPainter, MARK_CLASS, NOTE_CLASS } from './painter';

// jsdom lays nothing out: a range's one rect is as wide as its text (10 px a character), and each region
// is measured from a layer at the page's origin. The boxes are read back by their width.
const resizeObservers = new Set<() => void>();
class FakeResizeObserver {
  constructor(private readonly run: () => void) {}
  observe() {
    resizeObservers.add(this.run);
  }
  disconnect() {
    resizeObservers.delete(this.run);
  }
}

function region(html: string): { element: HTMLElement; layer: HTMLElement } {
  const element = document.createElement('div');
  element.innerHTML = html;
  const layer = document.createElement('div');
  document.body.append(layer, element);
  return { element, layer };
}

/** Each box on the layer, as the text width it covers and whether it is underlined for a note. */
const boxes = (layer: HTMLElement) =>
  [...layer.children].map(
    (box) =>
      `${parseFloat((box as HTMLElement).style.width) / 10}${box.classList.contains(NOTE_CLASS) ? '*' : ''}`,
  );

const mark = (id: string, regionId: string, start: number, end: number, note = ''): Annotation => ({
  id,
  regionId,
  start,
  end,
  note,
});

beforeEach(() => {
  resizeObservers.clear();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  Range.prototype.getClientRects = function (this: Range) {
    const rect = new DOMRect(0, 0, this.toString().length * 10, 16);
    return Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  };
  // Repaints wait for a frame: run it at once, unless cancelled.
  const frames = new Map<number, FrameRequestCallback>();
  let nextFrame = 0;
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
    const id = ++nextFrame;
    frames.set(id, run);
    queueMicrotask(() => {
      frames.get(id)?.(0);
      frames.delete(id);
    });
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (Range.prototype as Partial<Range>).getClientRects;
  document.body.replaceChildren();
});

describe('HighlightPainter', () => {
  it('paints a box per text node of each highlight, notes underlined, and clears them with the region', () => {
    const painter = new HighlightPainter();
    expect(painter.paints).toBe(true);
    const { element, layer } = region('<p>The <em>light</em>house was built in 1850.</p>');
    const detach = painter.attach('passage:s1', element, layer);
    painter.update([mark('a', 'passage:s1', 4, 14, 'why?'), mark('b', 'passage:s1', 28, 32)]);
    // "light" and "house" are two text nodes: two boxes, never one over the <em> as well.
    expect(boxes(layer)).toEqual(['5*', '5*', '4']);
    expect([...layer.children].every((box) => box.classList.contains(MARK_CLASS))).toBe(true);
    // The region's own DOM is untouched.
    expect(element.innerHTML).toBe('<p>The <em>light</em>house was built in 1850.</p>');
    detach();
    expect(boxes(layer)).toEqual([]);
  });

  it('repaints only the region whose highlights changed', () => {
    const painter = new HighlightPainter();
    const first = region('<p>First region text</p>');
    const second = region('<p>Second region text</p>');
    painter.attach('passage:s1', first.element, first.layer);
    painter.attach('group:g1', second.element, second.layer);
    const a = mark('a', 'passage:s1', 0, 5);
    painter.update([a, mark('b', 'group:g1', 0, 6)]);
    const before = first.layer.firstChild;
    painter.update([a, mark('b', 'group:g1', 0, 6), mark('c', 'group:g1', 14, 18)]);
    expect(first.layer.firstChild).toBe(before);
    expect(boxes(second.layer)).toEqual(['6', '4']);
  });

  it('follows a re-render that replaced the text nodes, and a change of size', async () => {
    const painter = new HighlightPainter();
    const { element, layer } = region('<p>The <strong>lighthouse</strong> was built.</p>');
    painter.attach('passage:s1', element, layer);
    painter.update([mark('a', 'passage:s1', 4, 14)]);
    expect(boxes(layer)).toEqual(['10']);
    element.innerHTML = '<p>The <em>light</em>house was built.</p>';
    await vi.waitFor(() => expect(boxes(layer)).toEqual(['5', '5']));
    // A resize repaints with the same highlights (the boxes are new ones, measured again).
    const painted = layer.firstChild;
    for (const run of resizeObservers) run();
    await vi.waitFor(() => expect(layer.firstChild).not.toBe(painted));
    expect(boxes(layer)).toEqual(['5', '5']);
  });

  it('repaints after a dispose and a new attach (React runs effects twice in development)', async () => {
    const painter = new HighlightPainter();
    const { element, layer } = region('<p>The lighthouse</p>');
    painter.attach('passage:s1', element, layer);
    element.append(' again');
    // The observer reports, a frame is asked for; the dispose comes before it.
    await Promise.resolve();
    painter.dispose();
    painter.attach('passage:s1', element, layer);
    painter.update([mark('a', 'passage:s1', 4, 14)]);
    element.innerHTML = '<p>The <em>lighthouse</em></p>';
    await vi.waitFor(() => expect(boxes(layer)).toEqual(['10']));
  });

  it('paints nothing where layout cannot be measured, without failing', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const painter = new HighlightPainter();
    expect(painter.paints).toBe(false);
    const { element, layer } = region('<p>text</p>');
    painter.attach('passage:s1', element, layer);
    painter.update([mark('a', 'passage:s1', 0, 4)]);
    expect(boxes(layer)).toEqual([]);
  });
});
