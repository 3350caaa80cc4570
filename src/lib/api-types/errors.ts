// The error shape every custom route answers with. Part of the HTTP contract of the custom routes
// (src/lib/api-types/index.ts).

/**
 * PocketBase's error shape, used by every custom route: 400 bad input (malformed JSON, wrong types,
 * missing fields), 401 no valid token / no known guest, 403 not yours, 404 unknown, 409 conflict,
 * 413 a body over 64 KB.
 */
export interface ApiErrorBody {
  status: number;
  message: string;
  data: Record<string, { code: string; message: string }>;
}
