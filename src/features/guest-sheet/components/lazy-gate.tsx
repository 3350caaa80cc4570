// The gate, a new student's first screen on both the paper sheet and the test on computer, loaded apart:
// statically imported, its form library and dialog would take the guest route past its budget. Shown
// once loaded, without a Suspense boundary (lib/when-loaded.tsx); the entry loads it ahead
// (routes/start-guest-sheet.ts).
import { whenLoaded } from '@/lib/when-loaded';
import type { GateDialogProps } from './gate-dialog';

export const Gate = whenLoaded<GateDialogProps>(() =>
  import('./gate-dialog').then((m) => ({ default: m.GateDialog })),
);
