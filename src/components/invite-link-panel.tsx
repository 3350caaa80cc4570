// The link an admin passes on to a colleague, with a Copy button (docs/product.md, "People").
import { CopyField } from '@/components/copy-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { inviteUrl } from '@/lib/people-queries';

export interface ShownLink {
  name: string;
  email: string;
  link: string;
  emailed: boolean;
}

export function InviteLinkPanel({ shown, id = 'invite-link' }: { shown: ShownLink; id?: string }) {
  return (
    <Alert role="status" aria-live="polite" aria-labelledby={`${id}-title`} className="grid gap-3">
      <AlertTitle id={`${id}-title`}>Set-password link for {shown.name || shown.email}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          Pass this link on to {shown.email}: it works once, for 7 days.
          {shown.emailed ? ' It was also sent to them by e-mail.' : ''}
        </p>
        <CopyField id={id} label="Set-password link" value={inviteUrl(shown.link)} />
      </AlertDescription>
    </Alert>
  );
}
