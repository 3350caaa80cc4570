// Placeholder: Room
import { ComingSoon } from '@/components/coming-soon';

export default function RoomRoute() {
  return <ComingSoon title="Room" />;
}
