import { ChevronDown, Copy, ExternalLink, Share2, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { RoomRecord } from '@/lib/api-types';
import { DeleteRoomDialog } from './delete-room-dialog';
import { ShareRoomDialog } from './share-room-dialog';
import { paths } from '@/lib/paths';
import { DuplicateRoomDialog } from '@/components/duplicate-room-dialog';

/** The room's "Action" menu: View sheet, Share to, Duplicate room, Delete sheet. */
export function RoomActions({ room }: { room: RoomRecord }) {
  const [dialog, setDialog] = useState<'share' | 'duplicate' | 'delete' | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  // The menu item that opened a dialog is gone when it closes; focus goes back to the menu button.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };
  return (
    <>
      {/* Not modal, so a dialog opened from the menu owns focus and pointer events cleanly. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button ref={triggerRef} variant="outline">
            Action
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-[12rem]">
          <DropdownMenuItem asChild>
            <a href={paths.guestSheet(room.slug)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              View sheet
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('share')}>
            <Share2 aria-hidden="true" />
            Share to
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('duplicate')}>
            <Copy aria-hidden="true" />
            Duplicate room
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            className="text-destructive focus:bg-destructive focus:text-destructive-foreground"
            onSelect={() => setDialog('delete')}
          >
            <Trash2 aria-hidden="true" />
            Delete sheet
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ShareRoomDialog
        room={room}
        open={dialog === 'share'}
        onOpenChange={close}
        onCloseAutoFocus={returnFocus}
      />
      <DuplicateRoomDialog
        room={room}
        open={dialog === 'duplicate'}
        onOpenChange={close}
        onCloseAutoFocus={returnFocus}
      />
      <DeleteRoomDialog
        room={room}
        open={dialog === 'delete'}
        onOpenChange={close}
        onCloseAutoFocus={returnFocus}
      />
    </>
  );
}
