import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { pb } from '@/lib/pocketbase';
import { paths } from '@/lib/paths';

// Signing out, shared by every screen that offers it (as bulletproof-react keeps auth hooks in lib/auth).

/** Ends the session (docs/product.md, "Profile"): clears the auth store and every cached answer, then goes to /_/login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    pb.authStore.clear();
    queryClient.clear();
    void navigate(paths.admin.login, { replace: true });
  };
}
