/** A count with its noun: "1 submission", "3 submissions", "2 lines with a problem" (pass `many` when not `one` + "s"). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
