// Placeholder layout: the admin issue builds it.
import { Outlet } from 'react-router-dom';

export default function Layout() {
  return <Outlet />;
}
