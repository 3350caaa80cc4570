// Every account (docs/product.md, "People"): its role to change, Disable or Enable, and Re-invite.
import { MailPlus, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import type { Person } from '@/lib/api-types';
import { usePatchPerson, useReinvite } from '../api/people';
import { ROLE_LABELS } from '../people-schema';
import type { ShownLink } from '@/components/invite-link-panel';

interface Props {
  people: Person[];
  /** The signed-in account's id: it cannot disable itself. */
  selfId: string | undefined;
  onLink: (shown: ShownLink) => void;
}

export function PeopleList({ people, selfId, onLink }: Props) {
  const patch = usePatchPerson();
  const reinvite = useReinvite();
  const [disabling, setDisabling] = useState<Person | null>(null);
  const busy = patch.isPending || reinvite.isPending;
  const sendLink = (person: Person) =>
    reinvite.mutate(person.id, {
      onSuccess: ({ link, emailed }) => onLink({ name: person.name, email: person.email, link, emailed }),
    });
  return (
    <>
      <ul aria-label="Accounts" className="divide-y rounded-lg border">
        {people.map((person) => {
          const label = person.name || person.email;
          return (
            <li key={person.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1 basis-48">
                <p className="truncate font-medium">
                  {label}
                  {person.id === selfId ? <span className="text-muted-foreground"> (you)</span> : null}
                </p>
                <p className="truncate text-sm text-muted-foreground">{person.email}</p>
              </div>
              {person.disabled ? (
                <span className="rounded-full border border-destructive px-2 py-0.5 text-xs font-medium text-destructive">
                  Disabled
                </span>
              ) : null}
              <div className="w-36">
                <NativeSelect
                  aria-label={`Role of ${label}`}
                  value={person.role}
                  disabled={busy}
                  onChange={(event) =>
                    patch.mutate({ id: person.id, role: event.target.value as Person['role'] })
                  }
                >
                  <option value="teacher">{ROLE_LABELS.teacher}</option>
                  <option value="admin">{ROLE_LABELS.admin}</option>
                </NativeSelect>
              </div>
              <div className="flex flex-wrap gap-2">
                {person.disabled ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    onClick={() => patch.mutate({ id: person.id, disabled: false })}
                    aria-label={`Enable ${label}`}
                  >
                    <UserCheck aria-hidden="true" />
                    Enable
                  </Button>
                ) : (
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      onClick={() => sendLink(person)}
                      aria-label={`Re-invite ${label}`}
                    >
                      <MailPlus aria-hidden="true" />
                      Re-invite
                    </Button>
                    {person.id === selfId ? null : (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        onClick={() => setDisabling(person)}
                        aria-label={`Disable ${label}`}
                      >
                        <UserX aria-hidden="true" />
                        Disable
                      </Button>
                    )}
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={disabling !== null}
        title={`Disable ${disabling?.name || disabling?.email || ''}?`}
        confirmLabel="Disable"
        destructive
        onCancel={() => setDisabling(null)}
        onConfirm={() => {
          if (disabling) patch.mutate({ id: disabling.id, disabled: true });
          setDisabling(null);
        }}
      >
        <p>
          They are signed out at once and cannot sign in until an admin enables the account again. Their rooms
          and exams stay.
        </p>
      </ConfirmDialog>
    </>
  );
}
