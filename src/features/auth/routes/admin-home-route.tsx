// Placeholder: AnswerSheet admin
import { ComingSoon } from '@/components/coming-soon';

export default function AdminHomeRoute() {
  return <ComingSoon title="AnswerSheet admin" />;
}
