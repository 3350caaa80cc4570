import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ActionError } from '@/components/action-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/text-field';
import { useLogin } from '../api/login';
import { loginSchema, type LoginValues } from '../login-schema';
import { paths } from '@/lib/paths';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { account: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (auth) => {
        if (auth.record) navigate(paths.admin.dashboard, { replace: true });
      },
    }),
  );

  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-none tracking-tight">Login</h1>
        <CardDescription>Enter your email/username below to login into your account</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {login.isError ? <ActionError error={login.error} /> : null}
          <TextField
            id="login-account"
            label="Email or Username"
            type="text"
            inputMode="email"
            autoComplete="username"
            placeholder="teacher@example.com"
            error={errors.account?.message}
            {...register('account')}
          />
          <div className="grid gap-2">
            <Label htmlFor="login-password">Password</Label>
            <div className="relative">
              <Input
                id="login-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                className="pr-11"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'login-password-error' : undefined}
                {...register('password')}
              />
              <Button
                variant="ghost"
                size="icon"
                className="absolute right-0 top-0 h-10 w-10 text-muted-foreground hover:bg-transparent"
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-controls="login-password"
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              </Button>
            </div>
            <FieldError id="login-password-error" message={errors.password?.message} />
          </div>
          <Button type="submit" className="w-full" loading={login.isPending}>
            Continue
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
