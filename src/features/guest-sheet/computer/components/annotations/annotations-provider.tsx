// Highlights and notes of the test on computer (docs/architecture.md, "The test on computer"): one provider
// per room and guest holds the list, keeps it on the device, tracks the selection inside the annotatable
// regions and paints them on a layer under each region's text (computer/lib/annotations/painter.ts). Mount it keyed by room and guest.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AnnotationsContext, type AnnotationsValue, type PendingSelection } from './annotations-context';
import {
  addHighlight,
  highlightAt,
  isHighlighted,
  removeAnnotation,
  removeSpan,
  setNote,
  type Annotation,
} from '../../lib/annotations/annotations';
import { regionText, selectionToSpan } from '../../lib/annotations/offsets';
import { HighlightPainter } from '../../lib/annotations/painter';
import { clearAnnotations, readAnnotations, writeAnnotations } from '../../lib/annotations/storage';
import { NoteDialog } from './note-dialog';

interface Props {
  roomId: string;
  uuid: string;
  /** The sheet is submitted: nothing is shown, and what the device held is gone. */
  cleared?: boolean;
  children: ReactNode;
}

let counter = 0;
const newId = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

const REGION_SELECTOR = '[data-annotation-region]';

function regionOfNode(node: Node | null): HTMLElement | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest<HTMLElement>(REGION_SELECTOR) ?? null;
}

/**
 * The selection as offsets when it lies within one region; null otherwise. Cheap when collapsed, and not
 * read at all while a box has the focus: a selection there is the box's own, never a highlight, and reading
 * the document's selection at each keystroke was a tenth of a keystroke's work on a slow laptop
 * (docs/performance-log.md, 2026-11-29, afternoon).
 */
function pendingSelection(): PendingSelection | null {
  const active = document.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return null;
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const region = regionOfNode(selection.anchorNode);
  if (!region || region !== regionOfNode(selection.focusNode)) return null;
  const span = selectionToSpan(region, selection);
  return span ? { regionId: region.dataset.annotationRegion!, ...span } : null;
}

const sameSelection = (a: PendingSelection | null, b: PendingSelection | null) =>
  a === b || (!!a && !!b && a.regionId === b.regionId && a.start === b.start && a.end === b.end);

export function AnnotationsProvider({ roomId, uuid, cleared = false, children }: Props) {
  const [stored, setStored] = useState<Annotation[]>(() => (cleared ? [] : readAnnotations(roomId, uuid)));
  const annotations = useMemo(() => (cleared ? [] : stored), [cleared, stored]);
  const [tracked, setSelection] = useState<PendingSelection | null>(null);
  // A submitted sheet takes no more highlights.
  const selection = cleared ? null : tracked;
  const [editing, setEditing] = useState<{ id: string; quote: string; returnTo?: HTMLElement } | null>(null);
  const [status, setStatus] = useState('');
  const [painter] = useState(() => new HighlightPainter());
  const regions = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    if (cleared) clearAnnotations(roomId, uuid);
    else writeAnnotations(roomId, uuid, stored);
  }, [cleared, roomId, uuid, stored]);

  useLayoutEffect(() => painter.update(annotations), [painter, annotations]);
  useEffect(() => () => painter.dispose(), [painter]);

  // The selection is read on `selectionchange`; state changes only when the selected span does, so typing in a
  // box (a collapsed selection, state already null) renders nothing.
  useEffect(() => {
    const onSelectionChange = () => {
      const next = pendingSelection();
      setSelection((previous) => (sameSelection(previous, next) ? previous : next));
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => document.removeEventListener('selectionchange', onSelectionChange);
  }, []);

  const registerRegion = useCallback(
    (regionId: string, element: HTMLElement, layer: HTMLElement) => {
      regions.current.set(regionId, element);
      const detach = painter.attach(regionId, element, layer);
      return () => {
        detach();
        if (regions.current.get(regionId) === element) regions.current.delete(regionId);
      };
    },
    [painter],
  );

  const quoteOf = useCallback((annotation: Annotation) => {
    const region = regions.current.get(annotation.regionId);
    return region ? regionText(region).slice(annotation.start, annotation.end) : '';
  }, []);

  const dropSelection = useCallback(() => {
    document.getSelection()?.removeAllRanges();
    setSelection(null);
  }, []);

  const toggleHighlight = useCallback(() => {
    if (!selection) return;
    const { regionId, ...span } = selection;
    if (isHighlighted(stored, regionId, span)) {
      setStored(removeSpan(stored, regionId, span, newId));
      setStatus('Highlight removed.');
    } else {
      setStored(addHighlight(stored, regionId, span, newId).list);
      setStatus('Text highlighted.');
    }
    dropSelection();
  }, [selection, stored, dropSelection]);

  const noteSelection = useCallback(() => {
    if (!selection) return;
    const { regionId, ...span } = selection;
    const { list, id } = addHighlight(stored, regionId, span, newId);
    setStored(list);
    setEditing({
      id,
      quote: quoteOf(list.find((a) => a.id === id)!),
      returnTo: regions.current.get(regionId),
    });
    dropSelection();
  }, [selection, stored, dropSelection, quoteOf]);

  const openAt = useCallback(
    (regionId: string, offset: number) => {
      const found = highlightAt(annotations, regionId, offset);
      if (found) setEditing({ id: found.id, quote: quoteOf(found), returnTo: regions.current.get(regionId) });
      return !!found;
    },
    [annotations, quoteOf],
  );

  const openNote = useCallback(
    (id: string, returnTo?: HTMLElement) => {
      const found = annotations.find((a) => a.id === id);
      if (found) setEditing({ id, quote: quoteOf(found), returnTo });
    },
    [annotations, quoteOf],
  );

  const deleteNote = useCallback((id: string) => {
    setStored((list) => setNote(list, id, ''));
    setStatus('Note deleted.');
  }, []);

  // The keyboard path to a highlight, wherever focus is (the selection itself is in a region).
  const toggleRef = useRef(toggleHighlight);
  useEffect(() => {
    toggleRef.current = toggleHighlight;
  }, [toggleHighlight]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || !event.shiftKey || event.key.toLowerCase() !== 'h') return;
      event.preventDefault();
      toggleRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const value = useMemo<AnnotationsValue>(
    () => ({
      annotations,
      selection,
      registerRegion,
      toggleHighlight,
      noteSelection,
      openAt,
      openNote,
      deleteNote,
      quoteOf,
    }),
    [
      annotations,
      selection,
      registerRegion,
      toggleHighlight,
      noteSelection,
      openAt,
      openNote,
      deleteNote,
      quoteOf,
    ],
  );

  const edited = editing ? annotations.find((a) => a.id === editing.id) : undefined;
  return (
    <AnnotationsContext.Provider value={value}>
      {children}
      <NoteDialog
        annotation={edited ?? null}
        quote={editing?.quote ?? ''}
        returnTo={editing?.returnTo}
        onSave={(id, note) => {
          setStored((list) => setNote(list, id, note));
          setStatus(note ? 'Note saved.' : 'Highlight kept, without a note.');
          setEditing(null);
        }}
        onRemoveHighlight={(id) => {
          setStored((list) => removeAnnotation(list, id));
          setStatus('Highlight removed.');
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
      <p role="status" className="sr-only">
        {status}
      </p>
    </AnnotationsContext.Provider>
  );
}
