/** A clear placeholder for a screen that is not built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <main className="flex min-h-[50vh] flex-col items-center justify-center gap-2 p-6 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">Coming soon.</p>
    </main>
  );
}
