// Requests of the guest routes (docs/architecture.md, "HTTP routes"). The guest's uuid goes in the
// `guest-uuid` header explicitly, here and only here, so a request never depends on local storage.
import { takeEarlyGuest, takeEarlyRoom } from './early-guest-sheet';
import { guestApi } from './guest-client';
import type {
  DraftSaved,
  ExamFinishBody,
  ExamFinished,
  ExamStartBody,
  ExamStarted,
  Guest,
  GuestSearchResponse,
  GuestTiming,
  GuestTimingAnswer,
  GuestTimingBody,
  SaveAnswersBody,
  SubmissionCreated,
} from '@/lib/api-types';

const withUuid = (uuid: string) => ({ headers: { 'guest-uuid': uuid } });

/** The guest: the answer of the request the entry started (early-guest-sheet.ts) when it has one. */
export async function identifyGuest(uuid: string): Promise<Guest> {
  return (await takeEarlyGuest(uuid)) ?? (await guestApi.post<Guest>('/api/exam/guest', { uuid })).data;
}

export interface GuestDetails {
  name: string;
  email: string;
}

export async function updateGuest(uuid: string, details: GuestDetails): Promise<Guest> {
  return (await guestApi.patch<Guest>('/api/exam/guest', { uuid, ...details })).data;
}

/** The room: like the guest, the early request's answer when there is one. */
export async function searchGuestRoom(slug: string, uuid: string): Promise<GuestSearchResponse> {
  return (
    (await takeEarlyRoom(slug, uuid)) ??
    (await guestApi.post<GuestSearchResponse>('/api/room/guest-search', { slug }, withUuid(uuid))).data
  );
}

/**
 * The guest's timing alone, asked every 15 s by an open sheet (docs/architecture.md, "Exam day"): a route of
 * its own, so the room is not sent again.
 */
export async function fetchGuestTiming(roomId: string, uuid: string): Promise<GuestTiming> {
  const body: GuestTimingBody = { Room: roomId };
  return (await guestApi.post<GuestTimingAnswer>('/api/exam/timing', body, withUuid(uuid))).data.timing;
}

export async function saveDraft(uuid: string, body: SaveAnswersBody): Promise<DraftSaved> {
  return (await guestApi.post<DraftSaved>('/api/exam/pending-submission', body, withUuid(uuid))).data;
}

export async function submitAnswers(uuid: string, body: SaveAnswersBody): Promise<SubmissionCreated> {
  return (await guestApi.post<SubmissionCreated>('/api/exam/submission', body, withUuid(uuid))).data;
}

/**
 * "Let's go": the guest's start in the room (the first one, if pressed before); with `exam`, the start of
 * that exam's part (docs/architecture.md, "Exams one after another").
 */
export async function startExam(uuid: string, body: ExamStartBody): Promise<ExamStarted> {
  return (await guestApi.post<ExamStarted>('/api/exam/start', body, withUuid(uuid))).data;
}

/** "Finish this part": the part ends; its answers are kept as stored from now on. */
export async function finishExam(uuid: string, body: ExamFinishBody): Promise<ExamFinished> {
  return (await guestApi.post<ExamFinished>('/api/exam/finish', body, withUuid(uuid))).data;
}
