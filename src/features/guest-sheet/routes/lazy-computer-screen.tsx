// The test on computer's screen, a chunk of its own that paper rooms never download. Shown once loaded,
// without a Suspense boundary (lib/when-loaded.tsx). The page's own script names it as a module preload as
// soon as the room's answer says the room is delivered on computer (api/early-boot.ts). Imported from the
// entry instead, its chunk would no longer sit under the route's, and the modules the two share would
// each become a chunk of their own.
import { whenLoaded } from '@/lib/when-loaded';
import { LoadingOverlay } from '../components/loading-overlay';

export const ComputerScreen = whenLoaded(
  () => import('../computer/components/computer-screen'),
  <LoadingOverlay />,
);
