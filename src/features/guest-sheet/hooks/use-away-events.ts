// Leaving the test (docs/architecture.md, "Exam day"): while the sheet takes answers it records the page
// hidden, the window left for 1 s or more and pastes into answer boxes, keeps them on the device, and sends
// them in batches (lib/away-recorder.ts). Events left unsent (offline, the page closed) go with the next
// visit's first batch. Used by components/exam-day.tsx's AwayRecorder, loaded apart from the sheet.
import { useEffect, useRef } from 'react';
import { recordAway, type RecorderParams } from '../lib/away-recorder';

/**
 * The recorder lives as long as the room and the guest; the clock's offset is read when an event is stamped.
 * Started again at each new offset (a server's answer can move it), it lost a leave in progress.
 */
export function useAwayEvents({ roomId, uuid, offset }: RecorderParams) {
  const offsetRef = useRef(offset);
  useEffect(() => {
    offsetRef.current = offset;
  }, [offset]);
  useEffect(() => recordAway(roomId, uuid, () => Date.now() + offsetRef.current), [roomId, uuid]);
}
