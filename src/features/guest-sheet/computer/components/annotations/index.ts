// What the screen of the test on computer plugs in (docs/architecture.md, "The test on computer").
export { AnnotatableRegion } from './annotatable-region';
export { AnnotationsProvider } from './annotations-provider';
export { NotesList } from './notes-list';
export { clearAnnotations } from '../../lib/annotations/storage';
