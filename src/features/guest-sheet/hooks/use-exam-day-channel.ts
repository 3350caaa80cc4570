// The sheet's realtime channel, open while the sheet takes answers (lib/exam-day-channel.ts): each piece of
// news goes to its handler; a reconnection asks for the timing again, as what was published meanwhile was
// missed. The handlers are read at the moment news arrives, so the channel stays open across renders.
import { useEffect, useRef } from 'react';
import { openExamDayChannel, type ExamDayNews } from '../lib/exam-day-channel';

export interface ExamDayHandlers {
  onPaused: (pausedAt: string) => void;
  onResumed: (at: string, shiftMs: number) => void;
  onCollected: () => void;
  /** Ask for the timing now (extra time, or a reconnection). */
  onTiming: () => void;
}

export function useExamDayChannel(roomId: string, guestId: string, handlers: ExamDayHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onNews = (news: ExamDayNews) => {
      const h = latest.current;
      if (news.kind === 'paused') h.onPaused(news.paused_at);
      else if (news.kind === 'resumed') h.onResumed(news.at, news.shift_ms);
      else if (news.kind === 'collected') h.onCollected();
      else h.onTiming();
    };
    return openExamDayChannel(roomId, guestId, {
      onNews,
      onReconnected: () => latest.current.onTiming(),
    });
  }, [roomId, guestId]);
}
