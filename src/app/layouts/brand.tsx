import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';
import { paths } from '@/lib/paths';

export const PRODUCT_NAME = 'AnswerSheet';
export const VERSION_LABEL = 'v0.1-beta';

/** The product title and version label, linking to the admin home (docs/product.md, "Dashboard"). */
export function Brand({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link
      to={paths.admin.home}
      onClick={onNavigate}
      className={cn(
        'inline-flex flex-wrap items-baseline gap-x-2 gap-y-1 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <span className="text-lg font-bold tracking-tight">{PRODUCT_NAME}</span>
      <span className="whitespace-nowrap rounded bg-secondary px-1.5 py-0.5 text-xs font-medium text-secondary-foreground">
        {VERSION_LABEL}
      </span>
    </Link>
  );
}
