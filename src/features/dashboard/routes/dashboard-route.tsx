// Placeholder: My Sheets
import { ComingSoon } from '@/components/coming-soon';

export default function DashboardRoute() {
  return <ComingSoon title="My Sheets" />;
}
