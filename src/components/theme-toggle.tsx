import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDarkMode } from '@/lib/theme';

export function ThemeToggle({ className }: { className?: string }) {
  const [dark, setDark] = useDarkMode();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label="Dark mode"
      aria-pressed={dark}
      onClick={() => setDark(!dark)}
    >
      {dark ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
    </Button>
  );
}
