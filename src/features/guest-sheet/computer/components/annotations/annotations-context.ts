import { createContext, useContext } from 'react';
import type { Annotation } from '../../lib/annotations/annotations';
import type { Span } from '../../lib/annotations/offsets';

/** A non-empty selection inside one region, as offsets. */
export interface PendingSelection extends Span {
  regionId: string;
}

export interface AnnotationsValue {
  annotations: readonly Annotation[];
  selection: PendingSelection | null;
  /** Paints the region's highlights on `layer`, a box under its text; the returned function stops. */
  registerRegion: (regionId: string, element: HTMLElement, layer: HTMLElement) => () => void;
  /** Highlights the selection, or takes the highlight off it where all of it is highlighted already. */
  toggleHighlight: () => void;
  /** Highlights the selection and opens its note. */
  noteSelection: () => void;
  /** Opens the note of the region's highlight at an offset, if there is one; true when it did. */
  openAt: (regionId: string, offset: number) => boolean;
  /** Opens a highlight's note; focus goes back to `returnTo` (else to where it was) when it closes. */
  openNote: (id: string, returnTo?: HTMLElement) => void;
  deleteNote: (id: string) => void;
  /** The highlighted text, as the region shows it now. */
  quoteOf: (annotation: Annotation) => string;
}

export const AnnotationsContext = createContext<AnnotationsValue | null>(null);

export function useAnnotations(): AnnotationsValue {
  const value = useContext(AnnotationsContext);
  if (!value) throw new Error('useAnnotations needs an <AnnotationsProvider>');
  return value;
}

/** The keyboard path to a highlight (a selection can be made by keyboard with caret browsing, F7). */
export const HIGHLIGHT_SHORTCUT = { label: 'Ctrl+Shift+H', aria: 'Control+Shift+H' } as const;
