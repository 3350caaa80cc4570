import { Printer } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useReactToPrint } from 'react-to-print';
import { Button } from '@/components/ui/button';
import type { GuestRoom } from '@/lib/api-types';
import { paperworkSections } from '../lib/sheet';

// A Writing task's text: only Writing rooms need the Markdown renderer (the guest route's budget).
const LightMarkdown = lazy(() =>
  import('@/components/light-markdown').then((m) => ({ default: m.LightMarkdown })),
);

export const PRINT_DELAY_MS = 500;

const PAGE_STYLE = '@page { margin: 12mm; } img { max-width: 100%; break-inside: avoid; }';

/** The media of the active sections and groups, in order, and a way to print them (docs/product.md, "Guest sheet"). */
export function Paperwork({ room }: { room: GuestRoom }) {
  const contentRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const print = useReactToPrint({
    contentRef,
    documentTitle: room.name,
    pageStyle: PAGE_STYLE,
    // A print that cannot start (no content, an image that failed) is only logged.
    onPrintError: (where, error) => console.error(`Print failed (${where}):`, error),
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const sections = paperworkSections(room);
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Paperwork</h2>
        <Button
          variant="outline"
          disabled={sections.length === 0}
          onClick={() => {
            clearTimeout(timer.current);
            // Gives images that are still arriving a moment before the print copy is taken.
            timer.current = setTimeout(() => print(), PRINT_DELAY_MS);
          }}
        >
          <Printer aria-hidden="true" />
          Print Document
        </Button>
      </div>
      {sections.length === 0 ? (
        <p className="text-muted-foreground">This room has no paperwork.</p>
      ) : (
        <div ref={contentRef} className="grid gap-8">
          {sections.map((section) => (
            <section
              key={section.id}
              data-section-id={section.id}
              aria-label={`${section.examName}, ${section.sectionName}`}
              className="grid gap-3"
            >
              <h3 className="font-semibold">
                {section.examName} — {section.sectionName}
              </h3>
              {section.passage ? (
                <Suspense fallback={<p className="text-muted-foreground">Loading the task…</p>}>
                  <LightMarkdown source={section.passage} />
                </Suspense>
              ) : null}
              {section.images.map((image) => (
                <img
                  key={image.src}
                  src={image.src}
                  alt={image.alt}
                  loading="lazy"
                  className="w-full rounded-md border bg-white"
                />
              ))}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
