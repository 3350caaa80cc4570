// Placeholder: Answer sheet
import { ComingSoon } from '@/components/coming-soon';

export default function GuestSheetRoute() {
  return <ComingSoon title="Answer sheet" />;
}
