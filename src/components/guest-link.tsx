// A room's guest link with a Copy button: shown where a teacher hands the sheet to a class (the share
// dialog, an empty results screen).
import { CopyField } from '@/components/copy-field';
import { guestSheetUrl } from '@/lib/share-link';

export function GuestLink({ slug, id = 'share-link' }: { slug: string; id?: string }) {
  return <CopyField id={id} label="Guest link" value={guestSheetUrl(slug)} />;
}
