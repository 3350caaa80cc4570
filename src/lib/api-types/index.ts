// The HTTP contract of the custom routes (docs/architecture.md, "HTTP routes"), as the browser sees it, one
// file an area. pb_hooks/ implements it; tests on both sides hold each to it.
export type * from './guest-sheet';
export type * from './errors';
export type * from './rooms';
export type * from './results';
export type * from './authoring';
export type * from './marking';
export type * from './exam-day';
export type * from './people';
export type * from './students';
