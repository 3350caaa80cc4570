import { Spinner } from '@/components/ui/spinner';

/** Covers the page while the guest and the room load (docs/product.md, "Guest sheet"). */
export function LoadingOverlay() {
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-background/80">
      <Spinner className="[&_svg]:size-8" label="Loading the answer sheet" />
    </div>
  );
}
