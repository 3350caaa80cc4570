import { Card, CardContent } from '@/components/ui/card';
import { usePageHeader } from '@/lib/page-header';
import { useSession } from '@/lib/session';
import { ProfileForm } from '../components/profile-form';

export default function ProfileRoute() {
  const { user } = useSession();
  usePageHeader({ title: 'Profile', subtitle: user?.email });
  if (!user) return null;
  return (
    <Card className="max-w-2xl">
      <CardContent className="pt-6">
        {/* Keyed by user, so a different account never sees the last one's unsaved form. */}
        <ProfileForm key={user.id} user={user} />
      </CardContent>
    </Card>
  );
}
