// The gate, a new student's first screen, for both the paper sheet and the test on computer. Shown without a
// Suspense boundary: React holds back a boundary's content for up to 300 ms after its fallback, even when the
// chunk is already there (the entry started it: routes/start-guest-sheet.ts), which put the gate that long after the
// sheet's paint (docs/performance-log.md, 2026-11-25). Statically imported, its form library and dialog
// would take the guest route past its budget.
import { useEffect, useState } from 'react';

type GateModule = typeof import('./gate-dialog');
const loadGateModule = () => import('./gate-dialog');

/**
 * The gate dialog once its chunk is loaded, nothing until then; a chunk that fails to load is thrown to the
 * route's error boundary, as a lazy component's would be.
 */
export function GateWhenLoaded({ uuid }: { uuid: string }) {
  const [loaded, setLoaded] = useState<{ gate: GateModule } | { error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    loadGateModule().then(
      (gate) => live && setLoaded({ gate }),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!loaded) return null;
  if ('error' in loaded) throw loaded.error;
  return <loaded.gate.GateDialog open uuid={uuid} />;
}
