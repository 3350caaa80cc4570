import { LoginForm } from '../components/login-form';

export default function LoginRoute() {
  return <LoginForm />;
}
