// A colleague's set-password page (docs/product.md, "People"): the link an admin passed on opens it; a
// password (twice) signs them in. A link that no longer works says why and where to go instead.
import { zodResolver } from '@hookform/resolvers/zod';
import axios from 'axios';
import { CircleAlert, KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { TextField } from '@/components/text-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ActionError } from '@/components/action-error';
import type { WelcomeInfo } from '@/lib/api-types';
import { errorMessage } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useSetPassword, useWelcome } from '../api/welcome';
import { PASSWORD_MIN } from '@/rules/accounts';
import { welcomeSchema, type WelcomeValues } from '../welcome-schema';

export default function WelcomeRoute() {
  const { token = '' } = useParams();
  const welcome = useWelcome(token);
  if (welcome.isPending) return <PageLoader />;
  if (welcome.isError) {
    if (axios.isAxiosError(welcome.error) && welcome.error.response?.status === 404)
      return <LinkGone message={errorMessage(welcome.error)} />;
    return (
      <LoadError
        title="Could not check your link"
        error={welcome.error}
        onRetry={() => void welcome.refetch()}
        retrying={welcome.isFetching}
      />
    );
  }
  return <SetPasswordForm token={token} info={welcome.data} />;
}

function LinkGone({ message }: { message: string }) {
  return (
    <Alert variant="destructive" className="max-w-md">
      <CircleAlert className="size-4" aria-hidden="true" />
      <AlertTitle>This link no longer works</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{message}</p>
        <p>
          <Link to={paths.admin.login} className="font-medium underline underline-offset-4">
            Go to sign in
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  );
}

function SetPasswordForm({ token, info }: { token: string; info: WelcomeInfo }) {
  const navigate = useNavigate();
  const setPassword = useSetPassword(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WelcomeValues>({
    resolver: zodResolver(welcomeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const onSubmit = handleSubmit((values) =>
    setPassword.mutate(values, {
      onSuccess: () => void navigate(paths.admin.dashboard, { replace: true }),
      onError: (error) => applyServerErrors(error, setError, ['password', 'passwordConfirm']),
    }),
  );
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-none tracking-tight">
          Welcome{info.name ? `, ${info.name}` : ''}
        </h1>
        <CardDescription>
          Set a password for {info.email} (at least {PASSWORD_MIN} characters). You sign in with this e-mail
          and password from now on.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <input type="email" hidden readOnly autoComplete="username" value={info.email} />
          <TextField
            id="welcome-password"
            label="Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            id="welcome-confirm"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            error={errors.passwordConfirm?.message}
            {...register('passwordConfirm')}
          />
          {setPassword.isError && !errors.password && !errors.passwordConfirm ? (
            <ActionError error={setPassword.error} />
          ) : null}
          <Button type="submit" disabled={setPassword.isPending}>
            <KeyRound aria-hidden="true" />
            {setPassword.isPending ? 'Setting password…' : 'Set password and sign in'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
