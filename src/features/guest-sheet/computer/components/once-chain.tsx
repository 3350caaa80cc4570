// One exam's recordings played once, one after another (lib/once-chain.ts), then 2 minutes to check with a
// visible countdown and a polite live region, then `onOver`. A reload resumes where the recording would be
// by now (after a press: browsers play sound only after one). One <audio> element plays them all.
import { Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import {
  formatAudioTime,
  onceExpectedPosition,
  oncePhase,
  readOnceStart,
  recordOnceStart,
} from '../../lib/once-playback';
import { VolumeControl } from '../../components/volume-control';
import { chainIndex, CHECK_TIME_MS, formatCheckLeft, readChainEnd, recordChainEnd } from '../lib/once-chain';

export interface Recording {
  sectionId: string;
  src: string;
  /** "Part 1". */
  label: string;
}

interface Props {
  roomId: string;
  examId: string;
  /** At least one, in part order. */
  recordings: readonly [Recording, ...Recording[]];
  offset: number;
  visible: boolean;
  /** Play was pressed: the part shown follows the recording from now on. */
  onStart: () => void;
  /** A recording started playing. */
  onRecording: (sectionId: string) => void;
  onOver: (examId: string) => void;
}

type Phase = 'ready' | 'resume' | 'playing' | 'checking' | 'over';

export function OnceChain({
  roomId,
  examId,
  recordings,
  offset,
  visible,
  onStart,
  onRecording,
  onOver,
}: Props) {
  const serverNow = () => Date.now() + offset;
  const audioRef = useRef<HTMLAudioElement>(null);
  const setVolume = useCallback((volume: number) => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, []);
  const [ended, setEnded] = useState(() => readChainEnd(roomId, examId));
  const [index, setIndex] = useState(() =>
    chainIndex(recordings.map((r) => readOnceStart(roomId, r.sectionId))),
  );
  const [phase, setPhase] = useState<Phase>(() => {
    if (ended !== null) return 'checking';
    return readOnceStart(roomId, (recordings[index] ?? recordings[0]).sectionId) === null
      ? 'ready'
      : 'resume';
  });
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [now, setNow] = useState(serverNow);
  const [error, setError] = useState(false);
  const recording = recordings[index] ?? recordings[0];
  const startOf = () => readOnceStart(roomId, recording.sectionId);

  const audio = () => audioRef.current;
  const play = () =>
    void audio()
      ?.play()
      .catch(() => setError(true));
  /** Puts the recording where it should be by now and plays it. */
  const playFromStart = () => {
    const element = audio();
    const start = startOf();
    if (!element || start === null) return;
    element.currentTime = onceExpectedPosition(start, serverNow());
    play();
    onRecording(recording.sectionId);
  };

  const press = () => {
    recordOnceStart(roomId, recording.sectionId, serverNow());
    onStart();
    setPhase('playing');
    playFromStart();
  };

  const finishLast = (endedAt: number) => {
    setEnded(recordChainEnd(roomId, examId, endedAt));
    setPhase('checking');
  };

  /** The recording at `index` is over: the next one starts at its end, or the checking time does. */
  const handOn = (endedAt: number) => {
    const next = index + 1;
    if (next >= recordings.length) {
      finishLast(endedAt);
      return;
    }
    const following = recordings[next] ?? recording;
    recordOnceStart(roomId, following.sectionId, endedAt);
    setIndex(next);
    if (phase === 'playing') onRecording(following.sectionId);
  };

  const onLoadedMetadata = () => {
    const element = audio();
    if (!element) return;
    setDuration(element.duration);
    const start = startOf();
    if (phase === 'resume' && start !== null) {
      // Ended while the page was away: hand on at the moment it ended.
      if (oncePhase(start, serverNow(), element.duration).kind === 'finished')
        handOn(start + element.duration * 1000);
    } else if (phase === 'playing') {
      playFromStart();
    }
  };

  // Checking time: the countdown, then the exam is over (once).
  const overSaid = useRef(false);
  useEffect(() => {
    if (phase !== 'checking' || ended === null) return;
    const tick = () => {
      const time = Date.now() + offset;
      setNow(time);
      if (time >= ended + CHECK_TIME_MS && !overSaid.current) {
        overSaid.current = true;
        setPhase('over');
        onOver(examId);
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [phase, ended, offset, examId, onOver]);

  const checkLeft = ended === null ? CHECK_TIME_MS : ended + CHECK_TIME_MS - now;
  const announcement =
    phase === 'checking'
      ? checkLeft > 60_000
        ? 'The recording has finished. You have 2 minutes to check your answers.'
        : 'One minute left to check your answers.'
      : phase === 'over'
        ? 'The time to check your answers is over.'
        : error
          ? 'The recording could not be played. Check your connection and try again.'
          : '';

  return (
    <div
      role="group"
      aria-label="Listening recording"
      hidden={!visible && phase !== 'playing'}
      className={cn(
        'flex-wrap items-center gap-x-3 gap-y-1',
        visible || phase === 'playing' ? 'flex' : 'hidden',
      )}
    >
      {/* A listening test's recording: captions would give the answers away. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audioRef}
        src={phase === 'checking' || phase === 'over' ? undefined : recording.src}
        preload="metadata"
        onLoadedMetadata={onLoadedMetadata}
        onTimeUpdate={(event) => {
          setPosition(event.currentTarget.currentTime);
          const start = startOf();
          if (phase !== 'playing' || start === null) return;
          const expected = onceExpectedPosition(start, serverNow());
          if (Math.abs(event.currentTarget.currentTime - expected) > 1.5)
            event.currentTarget.currentTime = expected;
        }}
        onRateChange={(event) => {
          event.currentTarget.playbackRate = 1;
        }}
        onPause={() => {
          // Media keys or the system's controls may pause it: once means once, so it goes on.
          if (phase === 'playing' && !audio()?.ended) play();
        }}
        onEnded={() => phase === 'playing' && handOn(serverNow())}
        onError={() => setError(true)}
      />
      <span className="text-sm font-medium">Recording: {recording.label}</span>
      {phase === 'ready' || phase === 'resume' ? (
        <Button type="button" size="sm" onClick={press}>
          <Play aria-hidden="true" />
          {phase === 'ready' ? 'Play' : 'Resume the recording'}
        </Button>
      ) : null}
      {phase === 'ready' ? (
        <span className="text-sm text-muted-foreground">
          Plays once: it cannot be paused or played again.
        </span>
      ) : null}
      {phase === 'playing' ? (
        <>
          <progress
            aria-label={`${recording.label} recording`}
            value={position}
            max={Number.isFinite(duration) ? duration : 1}
            className="h-2 min-w-24 flex-1 accent-primary"
          />
          <span className="text-sm tabular-nums text-muted-foreground">
            {formatAudioTime(position)} / {formatAudioTime(duration)}
          </span>
        </>
      ) : null}
      {phase === 'checking' ? (
        <span className="text-sm">
          Time to check your answers:{' '}
          <span className="font-mono tabular-nums">{formatCheckLeft(checkLeft)}</span>
        </span>
      ) : null}
      {phase !== 'checking' && phase !== 'over' ? <VolumeControl onVolume={setVolume} /> : null}
      <p aria-live="polite" className="w-full text-xs text-muted-foreground empty:hidden">
        {announcement}
      </p>
    </div>
  );
}
