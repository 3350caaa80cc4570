// Selecting words of the essay without a mouse (docs/product.md, "Keyboard marking"): in the focused essay,
// ← and → move the caret a word and Shift + ← / → extend the selection a word, from the essay's start when
// nothing in it is selected yet. Browsers select only with caret browsing on; this needs none.

type Direction = 'forward' | 'backward';

/** Selection.modify: in every browser the app supports, though not in the DOM standard's types. */
type Modifiable = Selection & { modify?: (alter: 'move' | 'extend', dir: Direction, unit: 'word') => void };

/** Handles an arrow key in the essay; false for any other key (or where the browser cannot). */
export function moveInEssay(container: HTMLElement, event: { key: string; shiftKey: boolean }): boolean {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return false;
  const selection = window.getSelection() as Modifiable | null;
  if (!selection?.modify) return false;
  const inside =
    selection.rangeCount > 0 &&
    container.contains(selection.anchorNode) &&
    container.contains(selection.focusNode);
  if (!inside) selection.collapse(container, 0);
  selection.modify(
    event.shiftKey ? 'extend' : 'move',
    event.key === 'ArrowRight' ? 'forward' : 'backward',
    'word',
  );
  return true;
}
