import { useQueryClient } from '@tanstack/react-query';
import { UserMinus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionError } from '@/components/action-error';
import { Button } from '@/components/ui/button';
import type { RoomMember, RoomRecord } from '@/lib/api-types';
import { paths } from '@/lib/paths';
import { roomQueryOptions } from '@/lib/room-queries';
import { type SessionUser, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useUnshareRoom } from '../api/unshare-room';

const labelOf = (member: RoomMember) => member.name || member.email;

/**
 * Whether the signed-in `user` may remove `member` (the server's rule, docs/architecture.md, "Access rules"):
 * a member removes themselves, the room's maker (its first member) anyone else, and only a superuser the maker.
 */
function mayRemove(user: SessionUser | null, members: RoomMember[], member: RoomMember): boolean {
  if (user?.collectionName === '_superusers') return true;
  const maker = members[0]?.id;
  return member.id !== maker && (member.id === user?.id || user?.id === maker);
}

/**
 * "Share to"'s list of the teachers who manage the room, each with Remove where the caller may remove them
 * (asked once more before it goes). The last one stays: a room always has someone to manage it. Removing
 * yourself leaves the room's page.
 */
export function RoomMembers({ room }: { room: RoomRecord }) {
  const members = room.expand?.Users ?? [];
  const [confirming, setConfirming] = useState<string | null>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The question takes the Remove button's place: focus goes to its answer.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const unshare = useUnshareRoom(room);
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const cancel = (id: string) => {
    setConfirming(null);
    // Back to the Remove button the question replaced.
    requestAnimationFrame(() => removeButtons.current.get(id)?.focus());
  };
  const remove = (member: RoomMember) =>
    unshare.mutate(
      { user: member.id },
      {
        onSuccess: async () => {
          setConfirming(null);
          if (member.id !== user?.id) {
            toast.success(`${labelOf(member)} no longer manages this sheet`);
            return;
          }
          toast.success(`You no longer manage “${room.name}”`);
          await navigate(paths.admin.dashboard, { replace: true });
          queryClient.removeQueries({ queryKey: roomQueryOptions(room.slug).queryKey });
        },
      },
    );

  return (
    <section aria-labelledby="room-members-heading" className="grid gap-2 border-t pt-4">
      <h3 id="room-members-heading" className="text-sm font-medium">
        Who manages this room
      </h3>
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">No teacher yet: add one below.</p>
      ) : (
        <ul className="grid gap-2">
          {members.map((member) => {
            const label = labelOf(member);
            const you = member.id === user?.id;
            const maker = member.id === members[0]?.id;
            return (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">
                    {label}
                    {you ? ' (you)' : ''}
                    {maker ? ' · made this room' : ''}
                  </p>
                  {member.name ? (
                    <p className="truncate text-xs text-muted-foreground">{member.email}</p>
                  ) : null}
                </div>
                {confirming === member.id ? (
                  <div
                    className="flex flex-wrap items-center gap-2"
                    role="group"
                    aria-label={`Remove ${label}?`}
                  >
                    <p className="text-sm">
                      {you ? 'Remove yourself? You lose this room.' : `Remove ${label}?`}
                    </p>
                    <Button
                      size="sm"
                      variant="destructive"
                      ref={confirmButton}
                      disabled={unshare.isPending}
                      onClick={() => remove(member)}
                    >
                      Yes, remove
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => cancel(member.id)}>
                      Cancel
                    </Button>
                  </div>
                ) : members.length > 1 && mayRemove(user, members, member) ? (
                  <Button
                    ref={(button) => {
                      if (button) removeButtons.current.set(member.id, button);
                      else removeButtons.current.delete(member.id);
                    }}
                    size="sm"
                    variant="outline"
                    aria-label={`Remove ${label}`}
                    onClick={() => {
                      unshare.reset();
                      setConfirming(member.id);
                    }}
                  >
                    <UserMinus aria-hidden="true" />
                    Remove
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {members.length === 1 ? (
        <p className="text-xs text-muted-foreground">
          A room keeps at least one teacher: add another before removing this one.
        </p>
      ) : null}
      {unshare.isError ? <ActionError error={unshare.error} /> : null}
    </section>
  );
}
