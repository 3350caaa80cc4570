import { useState } from 'react';

/**
 * True from the first render where `needed` is true, and ever after: a lazily loaded part mounts when it
 * is first needed and then stays mounted, so it opens and closes as if it had always been there.
 */
export function useNeededOnce(needed: boolean): boolean {
  const [seen, setSeen] = useState(needed);
  if (needed && !seen) setSeen(true);
  return seen || needed;
}
