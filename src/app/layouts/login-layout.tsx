// The bare layout of /_/login (docs/product.md, "Admin login"): only the dark-mode toggle. A signed-in visitor goes on to the app.
import { Navigate } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { paths } from '@/lib/paths';
import BareLayout from './bare-layout';

export default function LoginLayout() {
  const session = useSession();
  if (session.isValid) return <Navigate to={paths.admin.dashboard} replace />;
  return <BareLayout />;
}
