import { useEffect } from 'react';

/**
 * While marks are typed and not saved, a reload or a closed tab asks first (the browser's own question).
 * Moving between scripts keeps every typed mark in the screen's state, so it needs no question.
 */
export function useUnsavedWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
