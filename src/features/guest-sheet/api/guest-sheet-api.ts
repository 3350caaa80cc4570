// Requests of the guest routes (docs/architecture.md, "HTTP routes"). The guest's uuid goes in the `guest-uuid` header explicitly, so
// the request does not depend on local storage still holding it.
import { guestApi } from './guest-client';
import type {
  DraftSaved,
  Guest,
  GuestSearchResponse,
  SaveAnswersBody,
  SubmissionCreated,
} from '@/lib/api-types';
import { errorStatus } from '@/lib/errors';

const withUuid = (uuid: string) => ({ headers: { 'guest-uuid': uuid } });

export async function identifyGuest(uuid: string): Promise<Guest> {
  return (await guestApi.post<Guest>('/api/exam/guest', { uuid })).data;
}

export interface GuestDetails {
  name: string;
  email: string;
}

export async function updateGuest(uuid: string, details: GuestDetails): Promise<Guest> {
  return (await guestApi.patch<Guest>('/api/exam/guest', { uuid, ...details })).data;
}

export async function searchGuestRoom(slug: string, uuid: string): Promise<GuestSearchResponse> {
  return (await guestApi.post<GuestSearchResponse>('/api/room/guest-search', { slug }, withUuid(uuid))).data;
}

export async function saveDraft(uuid: string, body: SaveAnswersBody): Promise<DraftSaved> {
  return (await guestApi.post<DraftSaved>('/api/exam/pending-submission', body, withUuid(uuid))).data;
}

export async function submitAnswers(uuid: string, body: SaveAnswersBody): Promise<SubmissionCreated> {
  return (await guestApi.post<SubmissionCreated>('/api/exam/submission', body, withUuid(uuid))).data;
}

/** A request worth repeating: no answer at all, a server error, a timeout or too many requests. */
export function isTransient(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/** Loads retry up to 3 times (docs/product.md, "Limits"), but never for a refusal such as an unknown slug. */
export function retryLoad(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && isTransient(error);
}
