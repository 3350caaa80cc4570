// A room's guest link with a Copy button: shown where a teacher hands the sheet to a class (the share
// dialog, an empty results screen).
import { Copy } from 'lucide-react';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/errors';
import { copyText, guestSheetUrl } from '@/lib/share-link';

export function GuestLink({ slug, id = 'share-link' }: { slug: string; id?: string }) {
  const url = guestSheetUrl(slug);
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await copyText(url, field.current);
      toast.success('Link copied to the clipboard');
    } catch (error) {
      // Plain-HTTP origins may refuse the clipboard: the link is left selected, to copy by hand.
      field.current?.select();
      toast.error(errorMessage(error));
    }
  };
  return (
    <div data-slot="guest-link" className="grid gap-2">
      <Label htmlFor={id}>Guest link</Label>
      <div className="flex gap-2">
        <Input id={id} ref={field} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy link
        </Button>
      </div>
    </div>
  );
}
