// The listening recordings of a sheet (docs/product.md, "Test conditions"): a bar at the foot of the window
// shows the player of the section in view, or of the one playing. Every player stays mounted whatever the
// view, so a recording goes on while the student switches between the answer sheet and the paperwork.
import { useCallback, useState } from 'react';
import type { GuestRoom } from '@/lib/api-types';
import { useSectionInView } from '../hooks/use-section-in-view';
import { AudioPlayer } from './audio-player';

interface Props {
  room: GuestRoom;
  /** Server time minus this device's time (ms). */
  offset: number;
}

export function SectionAudioBar({ room, offset }: Props) {
  const recordings = room.exams.flatMap((exam) =>
    exam.sections.flatMap((section) =>
      section.audio
        ? [
            {
              id: section.id,
              src: section.audio,
              label: room.exams.length > 1 ? `${exam.name}, ${section.name}` : section.name,
            },
          ]
        : [],
    ),
  );
  const inView = useSectionInView();
  const [playing, setPlaying] = useState<string | null>(null);
  const onPlayingChange = useCallback(
    (sectionId: string, isPlaying: boolean) =>
      setPlaying((current) => (isPlaying ? sectionId : current === sectionId ? null : current)),
    [],
  );
  const shown = playing ?? recordings.find((recording) => recording.id === inView)?.id ?? null;

  return (
    <div
      data-slot="section-audio-bar"
      hidden={shown === null}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 px-4 py-2 shadow-lg backdrop-blur print:hidden"
    >
      <div className="mx-auto max-w-5xl">
        {recordings.map((recording) => (
          <AudioPlayer
            key={recording.id}
            src={recording.src}
            mode={room.audio}
            roomId={room.id}
            sectionId={recording.id}
            label={recording.label}
            offset={offset}
            visible={recording.id === shown}
            onPlayingChange={onPlayingChange}
          />
        ))}
      </div>
    </div>
  );
}
