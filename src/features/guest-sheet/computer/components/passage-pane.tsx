// The passage pane: the section's reading text, or without one its paperwork images (as Paperwork shows them);
// a part with neither has no pane (hasPassagePane).
// A Writing task shows both: its text and its chart, plan or letter prompt (docs/architecture.md, "Writing
// and marking").
import { lazy, memo, Suspense, useMemo } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { GuestRoom } from '@/lib/api-types';
import { paperworkSections } from '../../lib/sheet';
import { isWritingTask, type Part } from '../lib/parts';

/** The paperwork images of a part's section. */
const imagesOf = (room: GuestRoom, part: Part) =>
  paperworkSections(room).find((section) => section.id === part.section.id)?.images ?? [];

/** Whether a part has a passage or paperwork to show; without, its questions take the whole width. */
export const hasPassagePane = (room: GuestRoom, part: Part) =>
  Boolean(part.section.passage) || imagesOf(room, part).length > 0;

const LightMarkdown = lazy(() =>
  import('@/components/light-markdown').then((m) => ({ default: m.LightMarkdown })),
);

/**
 * Kept from rendering again while the student types (its room and part stay the same objects): a passage's
 * Markdown is parsed on each render, and a keystroke must cost little more than its box.
 */
export const PassagePane = memo(function PassagePane({ room, part }: { room: GuestRoom; part: Part }) {
  const images = useMemo(() => imagesOf(room, part), [room, part]);
  const { passage } = part.section;
  const shownImages = passage && !isWritingTask(part.section) ? [] : images;
  return (
    <div className="flex flex-col gap-4">
      {passage ? (
        <Suspense fallback={<Spinner label="Loading the passage" />}>
          <LightMarkdown source={passage} />
        </Suspense>
      ) : null}
      {shownImages.map((image) => (
        <img key={image.src} src={image.src} alt={image.alt} className="w-full rounded-md border" />
      ))}
    </div>
  );
});
