// A highlight is kept as character offsets into its region's text (docs/architecture.md, "The test on
// computer"), not as DOM nodes: React may replace a region's text nodes on any render, offsets survive that.
// The region's text is the concatenation of its text nodes in document order, leaving out whatever sits
// inside an element marked `data-annotation-skip` (answer boxes, buttons, the toolbar).

export interface Span {
  start: number;
  end: number;
}

const SKIP_SELECTOR = '[data-annotation-skip]';

/** The text nodes that make up a region's text, in document order. */
export function textNodesOf(root: Node): Text[] {
  const nodes: Text[] = [];
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      // Rejecting an element skips its whole subtree.
      if (node instanceof Element)
        return node.matches(SKIP_SELECTOR) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The region's text, as the offsets count it. */
export function regionText(root: Node): string {
  return textNodesOf(root)
    .map((node) => node.data)
    .join('');
}

/**
 * The character offset of a boundary point (a Range's start or end) within the region's text. A point inside
 * a skipped element counts as the position of that element.
 */
export function offsetOf(root: Node, nodes: Text[], container: Node, offset: number): number {
  const point = root.ownerDocument!.createRange();
  point.setStart(container, offset);
  let total = 0;
  for (const node of nodes) {
    if (node === container) return total + Math.min(offset, node.length);
    // comparePoint: -1 when (node, length) lies before the collapsed range, i.e. the whole node precedes it.
    if (point.comparePoint(node, node.length) < 0) total += node.length;
    else break;
  }
  return total;
}

/**
 * The offsets a DOM range covers within the region, or null when the range does not lie inside the region
 * or covers no text of it.
 */
export function rangeToSpan(root: Node, range: Range): Span | null {
  if (range.collapsed || !root.contains(range.commonAncestorContainer)) return null;
  const nodes = textNodesOf(root);
  const start = offsetOf(root, nodes, range.startContainer, range.startOffset);
  const end = offsetOf(root, nodes, range.endContainer, range.endOffset);
  if (end <= start) return null;
  // A selection of nothing but white space (a double click between paragraphs) is no highlight.
  const text = regionText(root).slice(start, end);
  return text.trim() ? { start, end } : null;
}

/** The span the current selection covers within the region (its first range; browsers keep one). */
export function selectionToSpan(root: Node, selection: Selection | null): Span | null {
  if (!selection || selection.rangeCount === 0) return null;
  return rangeToSpan(root, selection.getRangeAt(0));
}

/**
 * The ranges that show each span: one per text node it touches, so a span across `<strong>` gives three,
 * never one range whose rects would take in an element's box as well. Nodes are found by offset (a binary
 * search per edge), so a re-render that replaced the text nodes costs one pass. Spans past the end of the
 * text are clamped; an empty one gives no range. The result is in the order of `spans`.
 */
export function spanNodeRanges(root: Node, spans: readonly Span[]): Range[][] {
  const nodes = textNodesOf(root);
  const starts: number[] = [];
  let total = 0;
  for (const node of nodes) {
    starts.push(total);
    total += node.length;
  }
  // The first node ending after an offset: a span starting at a node's end begins in the next one.
  const firstAfter = (offset: number) => {
    let low = 0;
    let high = nodes.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (starts[mid]! + nodes[mid]!.length <= offset) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return spans.map(({ start, end }) => {
    const from = Math.max(0, Math.min(start, total));
    const to = Math.max(0, Math.min(end, total));
    const ranges: Range[] = [];
    for (let i = firstAfter(from); i < nodes.length && starts[i]! < to; i++) {
      const node = nodes[i]!;
      const range = root.ownerDocument!.createRange();
      range.setStart(node, Math.max(0, from - starts[i]!));
      range.setEnd(node, Math.min(node.length, to - starts[i]!));
      if (!range.collapsed) ranges.push(range);
    }
    return ranges;
  });
}
