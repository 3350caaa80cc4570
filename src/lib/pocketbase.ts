import PocketBase from 'pocketbase';

/** The one PocketBase SDK client: auth (persisted in local storage by the SDK) and records. Same origin. */
export const pb = new PocketBase(window.location.origin);
// Two screens asking for the same collection at once must not cancel each other.
pb.autoCancellation(false);

/** `/api/files/{collection}/{record}/{filename}`, or '' when any part is missing. */
export function fileUrl(
  record: { collectionId?: string; collectionName?: string; id?: string },
  filename?: string,
) {
  const collection = record.collectionId || record.collectionName;
  if (!collection || !record.id || !filename) return '';
  return `/api/files/${collection}/${record.id}/${filename}`;
}
