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
 * DOM ranges for spans over the region's current text nodes: one walk of the region for any number of spans
 * (a binary search per offset), so a re-render that replaced the text nodes costs one pass. Spans past the
 * end of the text are clamped; empty ones are left out. The result is in the order of `spans`, with null for
 * a span left out.
 */
export function spansToRanges(root: Node, spans: readonly Span[]): (Range | null)[] {
  const nodes = textNodesOf(root);
  const starts: number[] = [];
  let total = 0;
  for (const node of nodes) {
    starts.push(total);
    total += node.length;
  }
  // The node holding an offset: the last node starting at or before it. A start at a node's end belongs to
  // the next node (`preferNext`), an end at a node's start to the previous one, so a range never begins or
  // ends on an edge that adds an empty piece of a neighbouring node.
  const locate = (offset: number, preferNext: boolean): [Text, number] => {
    let low = 0;
    let high = nodes.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      const begins = starts[mid]!;
      if (begins < offset || (preferNext && begins === offset)) low = mid;
      else high = mid - 1;
    }
    return [nodes[low]!, offset - starts[low]!];
  };
  return spans.map(({ start, end }) => {
    const from = Math.max(0, Math.min(start, total));
    const to = Math.max(0, Math.min(end, total));
    if (to <= from || nodes.length === 0) return null;
    const range = root.ownerDocument!.createRange();
    range.setStart(...locate(from, true));
    range.setEnd(...locate(to, false));
    return range;
  });
}
