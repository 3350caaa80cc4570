// People (docs/product.md, "People"): admins invite colleagues, change roles, disable, enable and
// re-invite accounts; the link to pass on is shown with a Copy button. A teacher is told it is for admins.
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageHeader } from '@/lib/page-header';
import { isAdminUser, useSession } from '@/lib/session';
import { usePeople } from '../api/people';
import { InviteForm } from '../components/invite-form';
import { InviteLinkPanel, type ShownLink } from '@/components/invite-link-panel';
import { PeopleList } from '../components/people-list';

export default function PeopleRoute() {
  const { user } = useSession();
  usePageHeader({ title: 'People', subtitle: 'Colleagues who sign in to AnswerSheet' });
  if (!isAdminUser(user)) {
    return (
      <p className="max-w-xl text-muted-foreground">
        Only admins manage colleagues’ accounts. Ask an admin to invite a colleague.
      </p>
    );
  }
  return <PeopleScreen selfId={user?.id} />;
}

function PeopleScreen({ selfId }: { selfId: string | undefined }) {
  const people = usePeople();
  const [shown, setShown] = useState<ShownLink | null>(null);
  return (
    <div className="grid max-w-4xl gap-6">
      <Card>
        <CardContent className="pt-6">
          <InviteForm
            onInvited={({ user, link, emailed }) =>
              setShown({ name: user.name, email: user.email, link, emailed })
            }
          />
        </CardContent>
      </Card>
      {shown ? <InviteLinkPanel shown={shown} /> : null}
      <section aria-labelledby="accounts-title" className="grid gap-3">
        <h2 id="accounts-title" className="text-lg font-semibold">
          Accounts
        </h2>
        {people.isPending ? (
          <div role="status" aria-label="Loading accounts" className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : people.isError ? (
          <LoadError
            title="Could not load the accounts"
            error={people.error}
            onRetry={() => void people.refetch()}
            retrying={people.isFetching}
          />
        ) : people.data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
            No accounts yet. Invite a colleague above.
          </p>
        ) : (
          <PeopleList people={people.data.items} selfId={selfId} onLink={setShown} />
        )}
      </section>
    </div>
  );
}
