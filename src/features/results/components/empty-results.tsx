import { GuestLink } from '@/components/guest-link';

/** No student yet: the link to hand to the class. */
export function EmptyResults({ slug }: { slug: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-dashed p-6 sm:p-10">
      <div className="text-center">
        <h2 className="text-lg font-semibold">No one has opened this room yet</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Students appear here as soon as they start, and their scores as soon as they submit.
        </p>
      </div>
      <div className="mx-auto w-full max-w-xl">
        <GuestLink slug={slug} id="results-guest-link" />
      </div>
    </div>
  );
}
