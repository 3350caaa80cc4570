// How long a service request may take before the browser gives up ("Network Timeout"). Its own module so
// the guest client can share it without pulling in the PocketBase SDK.
export const API_TIMEOUT_MS = 20_000;

/** A file up or down (a recording may be 200 MB): long enough for a slow school line, not the request limit. */
export const FILE_TRANSFER_TIMEOUT_MS = 10 * 60_000;
