// Leaving a screen with unsaved changes asks first (docs/product.md, "Authoring"; docs/product.md,
// "Marking"). The app's declarative <BrowserRouter> has no navigation blocker, so in-app links are caught
// here: a click on a link to another path is held (in the capture phase, before the router's own handler)
// until the user says. Reloads, closed tabs and other sites get the browser's own question (beforeunload).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === pathname && url.search === search) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(`${url.pathname}${url.search}${url.hash}`);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, pathname, search]);

  return {
    leavingTo,
    stay: () => setLeavingTo(null),
    leave: () => {
      const to = leavingTo;
      setLeavingTo(null);
      if (to) void navigate(to);
    },
  };
}
