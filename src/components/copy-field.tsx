// A read-only link with a Copy button: the room's guest link, a colleague's set-password link.
import { Copy } from 'lucide-react';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/errors';
import { copyText } from '@/lib/share-link';

export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await copyText(value, field.current);
      toast.success('Link copied to the clipboard');
    } catch (error) {
      // Plain-HTTP origins may refuse the clipboard: the link is left selected, to copy by hand.
      field.current?.select();
      toast.error(errorMessage(error));
    }
  };
  return (
    <div data-slot="copy-field" className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} ref={field} readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy link
        </Button>
      </div>
    </div>
  );
}
