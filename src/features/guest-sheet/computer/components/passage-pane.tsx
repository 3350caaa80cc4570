// The passage pane: the section's reading text, or without one its paperwork images (as Paperwork shows them).
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
  if (part.section.passage) {
    return (
      <Suspense fallback={<Spinner label="Loading the passage" />}>
        <LightMarkdown source={part.section.passage} />
      </Suspense>
    );
  }
  if (images.length === 0) return <p className="text-muted-foreground">This part has no passage.</p>;
  return (
    <div className="flex flex-col gap-4">
      {images.map((image) => (
        <img key={image.src} src={image.src} alt={image.alt} className="w-full rounded-md border" />
      ))}
    </div>
  );
}
