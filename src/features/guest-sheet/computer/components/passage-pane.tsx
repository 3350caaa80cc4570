// The passage pane: the section's reading text, or without one its paperwork images (as Paperwork shows them).
// A Writing task shows both: its text and its chart, plan or letter prompt (docs/architecture.md, "Writing
// and marking").
import { lazy, Suspense, useMemo } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { GuestRoom } from '@/lib/api-types';
import { paperworkSections } from '../../lib/sheet';
import type { Part } from '../lib/parts';

const LightMarkdown = lazy(() =>
  import('@/components/light-markdown').then((m) => ({ default: m.LightMarkdown })),
);

export function PassagePane({ room, part }: { room: GuestRoom; part: Part }) {
  const images = useMemo(
    () => paperworkSections(room).find((section) => section.id === part.section.id)?.images ?? [],
    [room, part.section.id],
  );
  const { passage } = part.section;
  const isTask = part.section.groups.some((group) => group.type === 'essay');
  const shownImages = passage && !isTask ? [] : images;
  if (!passage && images.length === 0)
    return <p className="text-muted-foreground">This part has no passage.</p>;
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
}
