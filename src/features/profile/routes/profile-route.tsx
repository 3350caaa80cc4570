import { Card, CardContent } from '@/components/ui/card';
import { usePageHeader } from '@/lib/page-header';
import { useSession } from '@/lib/session';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

export default function ProfileRoute() {
  const { user } = useSession();
  usePageHeader({ title: 'Profile', subtitle: user?.email });
  if (!user) return null;
  // Keyed by user, so a different account never sees the last one's unsaved forms.
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <Card>
        <CardContent className="pt-6">
          <ProfileForm key={user.id} user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <PasswordForm key={user.id} user={user} />
        </CardContent>
      </Card>
    </div>
  );
}
