/** "My Sheets ({count})", or "My Sheets (empty)"; just "My Sheets" while the count is unknown. */
export function dashboardTitle(count: number | undefined): string {
  if (count === undefined) return 'My Sheets';
  return count === 0 ? 'My Sheets (empty)' : `My Sheets (${count})`;
}
