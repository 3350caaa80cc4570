import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Annotation } from './annotations';
import { HighlightPainter, MARK_HIGHLIGHT, NOTE_HIGHLIGHT } from './painter';

// jsdom has no CSS Custom Highlight API: a registry of sets stands in for Chromium's.
class FakeHighlight extends Set<Range> {}
const registry = new Map<string, FakeHighlight>();

const painted = (name: string) => [...(registry.get(name) ?? [])].map((range) => range.toString()).sort();

function region(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const mark = (id: string, regionId: string, start: number, end: number, note = ''): Annotation => ({
  id,
  regionId,
  start,
  end,
  note,
});

beforeEach(() => {
  registry.clear();
  vi.stubGlobal('Highlight', FakeHighlight);
  vi.stubGlobal('CSS', { highlights: registry });
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
  document.body.replaceChildren();
});

describe('HighlightPainter', () => {
  it('paints highlights, notes twice, and takes them off with their region', () => {
    const painter = new HighlightPainter();
    expect(painter.paints).toBe(true);
    const passage = region('<p>The lighthouse was built in 1850.</p>');
    const detach = painter.attach('passage:s1', passage);
    painter.update([mark('a', 'passage:s1', 4, 14, 'why?'), mark('b', 'passage:s1', 28, 32)]);
    expect(painted(MARK_HIGHLIGHT)).toEqual(['1850', 'lighthouse']);
    expect(painted(NOTE_HIGHLIGHT)).toEqual(['lighthouse']);
    detach();
    expect(painted(MARK_HIGHLIGHT)).toEqual([]);
    expect(painted(NOTE_HIGHLIGHT)).toEqual([]);
  });

  it('repaints only the region whose highlights changed', () => {
    const painter = new HighlightPainter();
    painter.attach('passage:s1', region('<p>First region text</p>'));
    painter.attach('group:g1', region('<p>Second region text</p>'));
    const first = mark('a', 'passage:s1', 0, 5);
    painter.update([first, mark('b', 'group:g1', 0, 6)]);
    const before = [...registry.get(MARK_HIGHLIGHT)!];
    // A new highlight in the second region: the first region's range is the same object, untouched.
    painter.update([first, mark('b', 'group:g1', 0, 6), mark('c', 'group:g1', 14, 18)]);
    const after = [...registry.get(MARK_HIGHLIGHT)!];
    expect(after).toContain(before.find((range) => range.toString() === 'First'));
    expect(painted(MARK_HIGHLIGHT)).toEqual(['First', 'Second', 'text']);
  });

  it('follows a re-render that replaced the text nodes', async () => {
    const painter = new HighlightPainter();
    const passage = region('<p>The <strong>lighthouse</strong> was built.</p>');
    painter.attach('passage:s1', passage);
    painter.update([mark('a', 'passage:s1', 4, 14)]);
    expect(painted(MARK_HIGHLIGHT)).toEqual(['lighthouse']);
    passage.innerHTML = '<p>The <em>light</em>house was built.</p>';
    await vi.waitFor(() => expect(painted(MARK_HIGHLIGHT)).toEqual(['lighthouse']));
    const [range] = registry.get(MARK_HIGHLIGHT)!;
    expect(passage.contains(range!.startContainer)).toBe(true);
  });

  it('repaints after a dispose and a new attach (React runs effects twice in development)', async () => {
    const painter = new HighlightPainter();
    const passage = region('<p>The lighthouse</p>');
    painter.attach('passage:s1', passage);
    passage.append(' again');
    // The observer reports, a frame is asked for; the dispose comes before it.
    await Promise.resolve();
    painter.dispose();
    painter.attach('passage:s1', passage);
    painter.update([mark('a', 'passage:s1', 4, 14)]);
    passage.innerHTML = '<p>The <em>lighthouse</em></p>';
    await vi.waitFor(() => expect(painted(MARK_HIGHLIGHT)).toEqual(['lighthouse']));
  });

  it('paints nothing where the API is missing, without failing', () => {
    vi.stubGlobal('Highlight', undefined);
    const painter = new HighlightPainter();
    expect(painter.paints).toBe(false);
    painter.attach('passage:s1', region('<p>text</p>'));
    painter.update([mark('a', 'passage:s1', 0, 4)]);
    expect(registry.size).toBe(0);
  });
});
