// How long a service request may take before the browser gives up ("Network Timeout"). Its own module so
// the guest client can share it without pulling in the PocketBase SDK.
export const API_TIMEOUT_MS = 20_000;
