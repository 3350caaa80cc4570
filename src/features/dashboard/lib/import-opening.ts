// Whether an imported room opens to students (docs/product.md, "Duplicate and import"): it does, whatever
// the file's own `accepting` (the state of the exported room's day), unless students would meet a sheet
// that cannot be scored: no exams, or numbers with no question (and so no key) in a group.
import type { RoomImport } from '@/lib/import-schema';

/** Why the imported room stays closed, in words for the import's result; null when it opens. */
export function whyClosed(file: RoomImport): string | null {
  if (file.exams.length === 0) return 'it has no exams yet';
  for (const exam of file.exams) {
    const missing = exam.sections.flatMap((section) =>
      section.groups.flatMap((group) => {
        const nums = new Set(group.questions.map((question) => question.num));
        return Array.from({ length: group.to - group.from + 1 }, (_, i) => group.from + i).filter(
          (num) => !nums.has(num),
        );
      }),
    );
    if (missing.length > 0)
      return `“${exam.name}” has no question or key for ${missing.length === 1 ? 'number' : 'numbers'} ${missing.join(', ')}`;
  }
  return null;
}
