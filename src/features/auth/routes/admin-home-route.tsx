import { LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The admin area's front door for a visitor who is not signed in. */
export default function AdminHomeRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Welcome to AnswerSheet</h1>
      <p className="text-muted-foreground">
        Sign in to manage your IELTS practice rooms: choose which sections and questions your students answer,
        check the answer keys and share each sheet&apos;s link.
      </p>
      <Link to={paths.admin.login} className={buttonVariants({ size: 'lg' })}>
        <LogIn aria-hidden="true" />
        Sign in
      </Link>
    </section>
  );
}
