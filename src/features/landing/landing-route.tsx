import { ThemeToggle } from '@/components/theme-toggle';

/** A placeholder page reading the product name (docs/product.md, "Landing page"). */
export function LandingRoute() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6">
      <ThemeToggle className="absolute right-4 top-4" />
      <h1 className="text-4xl font-bold tracking-tight">AnswerSheet</h1>
    </main>
  );
}
