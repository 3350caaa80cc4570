// Why a sheet takes no answers, loaded apart: most students never see it, and the guest route's first
// download has a budget (docs/architecture.md, "Client code"). Both screens show it.
import { lazy } from 'react';

export const RoomNotice = lazy(() => import('./room-notice').then((m) => ({ default: m.RoomNotice })));
