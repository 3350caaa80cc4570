// The listening recordings of the test on computer (docs/product.md, "The test on computer"). `free` rooms:
// the player of the part shown (components/audio-player.tsx, every one kept mounted so a recording goes on
// while the student moves). `once` rooms: one Play per exam starts Part 1's recording and the next parts'
// follow on (OnceChain); the part shown follows the recording unless the student moves.
import type { GuestRoom } from '@/lib/api-types';
import { AudioPlayer } from '../../components/audio-player';
import type { Parts } from '../hooks/use-parts';
import { OnceChain } from './once-chain';

interface Props {
  room: GuestRoom;
  parts: Parts;
  /** Server time minus this device's time (ms). */
  offset: number;
  onExamOver: (examId: string) => void;
  /** Whether an exam's recordings may play: in a room of exams one after another, only once it has started. */
  canPlay?: (examId: string) => boolean;
}

const always = () => true;

export function PartAudio({ room, parts, offset, onExamOver, canPlay = always }: Props) {
  const shownSection = parts.current?.section.id;
  const shownExam = parts.current?.exam.id;
  if (room.audio === 'once') {
    return (
      <div className="border-t px-4 py-2">
        {room.exams.map((exam) => {
          const recordings = parts.parts
            .filter((part) => part.exam.id === exam.id && part.section.audio)
            .map((part) => ({
              sectionId: part.section.id,
              src: part.section.audio ?? '',
              label: part.label,
            }));
          const [first, ...rest] = recordings;
          if (!first || !canPlay(exam.id)) return null;
          return (
            <OnceChain
              key={exam.id}
              roomId={room.id}
              examId={exam.id}
              recordings={[first, ...rest]}
              offset={offset}
              visible={exam.id === shownExam}
              onStart={parts.startFollowing}
              onRecording={parts.follow}
              onOver={onExamOver}
            />
          );
        })}
      </div>
    );
  }
  const players = parts.parts.filter((part) => part.section.audio && canPlay(part.exam.id));
  return (
    <div className="border-t px-4 py-2" hidden={!players.some((part) => part.section.id === shownSection)}>
      {players.map((part) => (
        <AudioPlayer
          key={part.section.id}
          src={part.section.audio ?? ''}
          mode="free"
          roomId={room.id}
          sectionId={part.section.id}
          label={part.label}
          offset={offset}
          visible={part.section.id === shownSection}
        />
      ))}
    </div>
  );
}
