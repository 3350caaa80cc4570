import { paths } from '@/lib/paths';

/** The guest's link to a room's sheet, as a full URL to paste anywhere. */
export function guestSheetUrl(slug: string, origin = window.location.origin): string {
  return `${origin}${paths.guestSheet(slug)}`;
}

/** Puts `text` on the clipboard: the Clipboard API, or the older copy command on a selected field. */
export async function copyText(text: string, field?: HTMLInputElement | null): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, not a secure page): fall through to the older way.
    }
  }
  if (field) {
    field.select();
    if (document.execCommand?.('copy')) return;
  }
  throw new Error('The browser did not allow copying.');
}
