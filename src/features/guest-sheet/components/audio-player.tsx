// One section's recording (docs/product.md, "Test conditions"). `free`: play, pause, seek and mute, all by
// keyboard. `once`: Play only; it cannot be paused, sought or replayed, and a reload resumes it where it
// would be by now (after a press: browsers play sound only after one). Native <audio> with controls of our
// own: the browser's controls cannot be limited to Play.
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import {
  formatAudioTime,
  onceExpectedPosition,
  oncePhase,
  readOnceStart,
  recordOnceStart,
} from '../lib/once-playback';
import { VolumeControl } from './volume-control';

export interface AudioPlayerProps {
  src: string;
  mode: 'free' | 'once';
  roomId: string;
  sectionId: string;
  /** "Part 1": names the controls. */
  label: string;
  /** Server time minus this device's time (ms). */
  offset: number;
  /** Shown (the section in view, or the one playing); a hidden player keeps playing. */
  visible: boolean;
  onPlayingChange?: (sectionId: string, playing: boolean) => void;
}

type OnceState = 'ready' | 'resume' | 'playing' | 'finished';

export function AudioPlayer({
  src,
  mode,
  roomId,
  sectionId,
  label,
  offset,
  visible,
  onPlayingChange,
}: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const setVolume = useCallback((volume: number) => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, []);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [muted, setMuted] = useState(false);
  const [error, setError] = useState(false);
  const serverNow = () => Date.now() + offset;
  const [onceStart, setOnceStart] = useState(() =>
    mode === 'once' ? readOnceStart(roomId, sectionId) : null,
  );
  const [onceState, setOnceState] = useState<OnceState>(() => {
    const phase = oncePhase(onceStart, serverNow(), Number.NaN);
    return phase.kind;
  });
  const id = useId();

  useEffect(() => onPlayingChange?.(sectionId, playing), [onPlayingChange, sectionId, playing]);

  const audio = () => audioRef.current;
  const play = () =>
    void audio()
      ?.play()
      .catch(() => setError(true));

  const startOnce = () => {
    const element = audio();
    if (!element) return;
    const startedAt = recordOnceStart(roomId, sectionId, serverNow());
    setOnceStart(startedAt);
    element.currentTime = onceExpectedPosition(startedAt, serverNow());
    setOnceState('playing');
    play();
  };

  // Once: anything that moves, pauses or speeds the recording is put back.
  const keepOnce = () => {
    const element = audio();
    if (mode !== 'once' || !element || onceStart === null || onceState !== 'playing') return;
    const expected = onceExpectedPosition(onceStart, serverNow());
    if (Math.abs(element.currentTime - expected) > 1.5) element.currentTime = expected;
  };

  const onLoadedMetadata = () => {
    const element = audio();
    if (!element) return;
    setDuration(element.duration);
    if (mode === 'once' && onceState === 'resume') {
      const phase = oncePhase(onceStart, serverNow(), element.duration);
      if (phase.kind === 'finished') setOnceState('finished');
    }
  };

  const timeText = `${formatAudioTime(position)} / ${formatAudioTime(duration)}`;
  const status =
    mode === 'once'
      ? {
          ready: 'Plays once: it cannot be paused or played again.',
          resume: 'The recording was playing when the page reloaded.',
          playing: 'Playing once.',
          finished: 'The recording has finished.',
        }[onceState]
      : null;

  return (
    <div
      data-slot="audio-player"
      hidden={!visible}
      role="group"
      aria-label={`${label} recording`}
      // The class, not only the attribute: `flex` would override [hidden].
      className={cn('flex-wrap items-center gap-x-3 gap-y-1', visible ? 'flex' : 'hidden')}
    >
      {/* A listening test's recording: captions would give the answers away. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onLoadedMetadata={onLoadedMetadata}
        onTimeUpdate={(event) => {
          setPosition(event.currentTarget.currentTime);
          keepOnce();
        }}
        onSeeking={keepOnce}
        onRateChange={(event) => {
          if (mode === 'once') event.currentTarget.playbackRate = 1;
        }}
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          // Media keys or the system's controls may pause it: once means once, so it goes on.
          if (mode === 'once' && onceState === 'playing' && !audio()?.ended) play();
        }}
        onEnded={() => {
          setPlaying(false);
          if (mode === 'once') setOnceState('finished');
        }}
        onError={() => setError(true)}
      />
      <span className="text-sm font-medium">{label}</span>
      {mode === 'free' ? (
        <>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => (playing ? audio()?.pause() : play())}
            aria-label={`${playing ? 'Pause' : 'Play'} the ${label} recording`}
          >
            {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {playing ? 'Pause' : 'Play'}
          </Button>
          <label htmlFor={`${id}-position`} className="sr-only">
            Position in the {label} recording
          </label>
          <input
            id={`${id}-position`}
            type="range"
            min={0}
            max={Number.isFinite(duration) ? Math.floor(duration) : 0}
            step={1}
            value={Math.floor(position)}
            aria-valuetext={`${formatAudioTime(position)} of ${formatAudioTime(duration)}`}
            onChange={(event) => {
              const element = audio();
              if (element) element.currentTime = Number(event.target.value);
              setPosition(Number(event.target.value));
            }}
            className="h-2 min-w-24 flex-1 accent-primary"
          />
          <span className="text-sm tabular-nums text-muted-foreground">{timeText}</span>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-pressed={muted}
            aria-label={`Mute the ${label} recording`}
            onClick={() => {
              const element = audio();
              if (element) element.muted = !muted;
              setMuted(!muted);
            }}
          >
            {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
          </Button>
        </>
      ) : (
        <>
          {onceState === 'ready' || onceState === 'resume' ? (
            <Button
              type="button"
              size="sm"
              onClick={startOnce}
              aria-label={
                onceState === 'ready' ? `Play the ${label} recording` : `Resume the ${label} recording`
              }
            >
              <Play aria-hidden="true" />
              {onceState === 'ready' ? 'Play' : 'Resume the recording'}
            </Button>
          ) : null}
          {onceState === 'playing' ? (
            <progress
              aria-label={`${label} recording`}
              aria-valuetext={`${formatAudioTime(position)} of ${formatAudioTime(duration)}`}
              value={position}
              max={Number.isFinite(duration) ? duration : 1}
              className="h-2 min-w-24 flex-1 accent-primary"
            />
          ) : null}
          {onceState === 'playing' ? (
            <span className="text-sm tabular-nums text-muted-foreground">{timeText}</span>
          ) : null}
        </>
      )}
      <VolumeControl onVolume={setVolume} />
      <p aria-live="polite" className="w-full text-xs text-muted-foreground empty:hidden">
        {error ? 'The recording could not be played. Check your connection and try again.' : status}
      </p>
    </div>
  );
}
