import { describe, expect, it, vi } from 'vitest';
import { rangeToSpan, regionText, selectionToSpan, spanNodeRanges } from './offsets';

function region(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

function select(startNode: Node, startOffset: number, endNode: Node, endOffset: number): Selection {
  const range = document.createRange();
  range.setStart(startNode, startOffset);
  range.setEnd(endNode, endOffset);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  return selection;
}

const textOf = (root: Node, text: string): Text => {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Text).data === text) return node as Text;
  }
  throw new Error(`no text node "${text}"`);
};

describe('selection to offsets', () => {
  it('counts across nested elements', () => {
    const root = region('<p>The <strong>quick <em>brown</em></strong> fox</p><p>jumps</p>');
    expect(regionText(root)).toBe('The quick brown foxjumps');
    const selection = select(textOf(root, 'quick '), 2, textOf(root, ' fox'), 2);
    expect(selectionToSpan(root, selection)).toEqual({ start: 6, end: 17 });
    expect(regionText(root).slice(6, 17)).toBe('ick brown f');
  });

  it('leaves out skipped elements and their text, counting a point inside one as its position', () => {
    const root = region(
      '<p>Fill <span data-annotation-skip><button>14</button><input value="x"></span> in the gap</p>',
    );
    expect(regionText(root)).toBe('Fill  in the gap');
    // From inside the skipped button to the end of "the".
    const selection = select(textOf(root, '14'), 1, textOf(root, ' in the gap'), 7);
    expect(selectionToSpan(root, selection)).toEqual({ start: 5, end: 12 });
  });

  it('takes element boundary points', () => {
    const root = region('<p>one</p><p>two</p>');
    const [first, second] = Array.from(root.querySelectorAll('p'));
    const range = document.createRange();
    range.setStart(first!, 0);
    range.setEnd(second!, 1);
    expect(rangeToSpan(root, range)).toEqual({ start: 0, end: 6 });
  });

  it('gives nothing for a collapsed, outside or blank selection', () => {
    const root = region('<p>one</p><p> </p><p>two</p>');
    const outside = document.createElement('p');
    outside.textContent = 'elsewhere';
    document.body.append(outside);
    expect(selectionToSpan(root, select(textOf(root, 'one'), 1, textOf(root, 'one'), 1))).toBeNull();
    expect(selectionToSpan(root, select(outside.firstChild!, 0, outside.firstChild!, 4))).toBeNull();
    expect(selectionToSpan(root, select(textOf(root, ' '), 0, textOf(root, ' '), 1))).toBeNull();
  });
});

const text = (ranges: Range[]) => ranges.map((range) => range.toString()).join('|');

describe('offsets to ranges', () => {
  it('maps offsets back after a re-render replaced every text node, a range per text node', () => {
    const root = region('<p>The <strong>quick brown</strong> fox</p>');
    const span = selectionToSpan(root, select(textOf(root, 'quick brown'), 6, textOf(root, ' fox'), 4))!;
    expect(span).toEqual({ start: 10, end: 19 });
    // A re-render: same text, new nodes, split differently; the skipped gap is not painted.
    root.innerHTML = '<p>The quick <em>brown</em><span data-annotation-skip>[gap]</span> fox</p>';
    const [ranges] = spanNodeRanges(root, [span]);
    expect(text(ranges!)).toBe('brown| fox');
    const whole = document.createRange();
    whole.setStart(ranges![0]!.startContainer, ranges![0]!.startOffset);
    whole.setEnd(ranges!.at(-1)!.endContainer, ranges!.at(-1)!.endOffset);
    expect(rangeToSpan(root, whole)).toEqual(span);
  });

  it('starts in the node after an edge and ends in the node before', () => {
    const root = region('<p>ab</p><p>cd</p>');
    const [after] = spanNodeRanges(root, [{ start: 2, end: 4 }]);
    expect(after!.map((r) => r.startContainer)).toEqual([textOf(root, 'cd')]);
    const [before] = spanNodeRanges(root, [{ start: 0, end: 2 }]);
    expect(before!.map((r) => r.endContainer)).toEqual([textOf(root, 'ab')]);
  });

  it('clamps spans to the text and gives an empty one no range', () => {
    const root = region('<p>short</p>');
    const ranges = spanNodeRanges(root, [
      { start: 2, end: 99 },
      { start: 50, end: 60 },
    ]);
    expect(text(ranges[0]!)).toBe('ort');
    expect(ranges[1]).toEqual([]);
  });

  it('maps 200 highlights over a 900-word passage in one walk of the region', () => {
    const words = Array.from({ length: 900 }, (_, i) => `word${i}`);
    const paragraphs = Array.from(
      { length: 30 },
      (_, p) => `<p>${words.slice(p * 30, p * 30 + 30).join(' <em>x</em> ')}</p>`,
    );
    const root = region(paragraphs.join(''));
    const length = regionText(root).length;
    const spans = Array.from({ length: 200 }, (_, i) => {
      const start = Math.floor((i * length) / 200);
      return { start, end: start + 10 };
    });
    // Counted, not timed (a loaded machine makes times say nothing): one walk whatever the number of spans.
    const walks = vi.spyOn(document, 'createTreeWalker');
    const ranges = spanNodeRanges(root, spans);
    expect(walks).toHaveBeenCalledTimes(1);
    walks.mockRestore();
    expect(ranges.every((r) => text(r).replaceAll('|', '').length === 10)).toBe(true);
  });
});
