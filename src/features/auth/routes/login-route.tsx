// Placeholder: Login
import { ComingSoon } from '@/components/coming-soon';

export default function LoginRoute() {
  return <ComingSoon title="Login" />;
}
