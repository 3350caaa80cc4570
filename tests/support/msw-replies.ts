// What a mocked route answers: a value, or a function of the request (which may answer a Response).
import { delay, HttpResponse } from 'msw';

export type Reply<T> = T | ((request: Request) => T | Response | Promise<T | Response>);

export async function answer<T>(reply: Reply<T>, request: Request): Promise<Response> {
  const value = typeof reply === 'function' ? await (reply as (r: Request) => unknown)(request) : reply;
  return value instanceof Response ? value : HttpResponse.json(value as object);
}

/** PocketBase's error answer. */
export function pbError(
  status: number,
  message: string,
  data: Record<string, { code: string; message: string }> = {},
) {
  return HttpResponse.json({ status, message, data }, { status });
}

/** A reply that never comes: the screen stays loading. */
export const never = async () => {
  await delay('infinite');
  return new Response();
};
