import { ClipboardList, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SheetView } from '../hooks/use-view-scroll';

const VIEWS: { view: SheetView; label: string; Icon: typeof FileText }[] = [
  { view: 'sheet', label: 'Answer sheet', Icon: ClipboardList },
  { view: 'paperwork', label: 'Paperwork', Icon: FileText },
];

/** The side toggle between the answer sheet and the paperwork (docs/product.md, "Guest sheet"). */
export function ViewToggle({ view, onChange }: { view: SheetView; onChange: (view: SheetView) => void }) {
  return (
    <div role="group" aria-label="View" className="flex gap-1 md:flex-col">
      {VIEWS.map(({ view: value, label, Icon }) => (
        <Button
          key={value}
          variant={view === value ? 'secondary' : 'ghost'}
          aria-pressed={view === value}
          className="flex-1 justify-start md:flex-none"
          onClick={() => onChange(value)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}
