import { useEffect, useState } from 'react';

/** How far below the window's top a section counts as in view: under the sheet's sticky header. */
const TOP_MARGIN_PX = 120;

/**
 * The id of the first section (an element with `data-section-id`, in either view) that shows in the
 * window, followed as the student scrolls or switches views; null when none does.
 */
export function useSectionInView(): string | null {
  const [sectionId, setSectionId] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const height = window.innerHeight;
      const shown = [...document.querySelectorAll<HTMLElement>('[data-section-id]')].find((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > TOP_MARGIN_PX && box.top < height;
      });
      setSectionId(shown?.dataset.sectionId ?? null);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    // The views render their sections after this effect (lazily, or on a switch), and parts above them open
    // and close (the question map): follow the page's content and height too.
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, attributeFilter: ['hidden'] });
    const resizes = new ResizeObserver(schedule);
    resizes.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      resizes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return sectionId;
}
