// Leaving the test (docs/architecture.md, "Exam day"): while the sheet takes answers it records the page
// hidden, the window left for 1 s or more and pastes into answer boxes, keeps them on the device, and sends
// them in batches (lib/away-recorder.ts). Events left unsent (offline, the page closed) go with the next
// visit's first batch. Used by components/exam-day.tsx's AwayRecorder, loaded apart from the sheet.
import { useEffect } from 'react';
import { recordAway, type RecorderParams } from '../lib/away-recorder';

export function useAwayEvents({ roomId, uuid, offset }: RecorderParams) {
  useEffect(() => recordAway({ roomId, uuid, offset }), [roomId, uuid, offset]);
}
