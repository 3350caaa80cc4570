/** The highlighted text, shortened to a few lines: long highlights would push the note out of view. */
const QUOTE_MAX = 240;

export function Quote({ text }: { text: string }) {
  const shown = text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX).trimEnd()}…` : text;
  return (
    <blockquote className="border-l-4 border-yellow-400 pl-3 text-sm italic text-foreground dark:border-yellow-300">
      {shown || 'The highlighted text'}
    </blockquote>
  );
}
