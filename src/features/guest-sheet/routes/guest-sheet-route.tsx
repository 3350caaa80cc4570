// /ielts/:slug — the guest answer sheet (docs/product.md, "Guest sheet"). Identifies the guest, loads the room, and on any
// failure to load goes back to / with the message. A room delivered on computer gets the test on computer's
// screen instead (docs/product.md, "The test on computer"), a chunk of its own: paper rooms download none of it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/errors';
import { pageGuestUuid } from '../api/early-guest-sheet';
import { useGuest } from '../api/use-guest';
import { guestRoomQueryOptions, useGuestRoom } from '../api/use-guest-room';
import { GuestLayout } from '../components/guest-layout';
import { LoadingOverlay } from '../components/loading-overlay';
import { roomRefusal } from '../lib/room-refusal';
import type { Submission } from '../hooks/use-submit-sheet';
import { SheetScreen } from './sheet-screen';
import { ComputerScreen } from './lazy-computer-screen';

export default function GuestSheetRoute() {
  const { slug = '' } = useParams();
  // The uuid the entry's early requests used, if it made them (the same one storage holds, when it can).
  const [uuid] = useState(pageGuestUuid);
  const guest = useGuest(uuid);
  const room = useGuestRoom(slug, uuid, Boolean(guest.data));
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const failure = guest.error ?? room.error;
  // A class's room refuses a student not on its roster (docs/product.md, "Classes"): said here, plainly.
  const refusal = roomRefusal(failure);
  const notInClass = refusal?.code === 'not_in_class' ? refusal.message : null;
  useEffect(() => {
    if (!failure || notInClass) return;
    // One toast even when the effect runs twice (StrictMode).
    toast.error(errorMessage(failure), { id: 'guest-sheet-load' });
    navigate('/', { replace: true });
  }, [failure, notInClass, navigate]);

  const name = room.data?.room.name;
  useEffect(() => {
    if (!name) return;
    document.title = `${name} — AnswerSheet`;
    return () => {
      document.title = 'AnswerSheet';
    };
  }, [name]);

  const onSubmitted = useCallback(
    (submission: Submission) =>
      queryClient.setQueryData(guestRoomQueryOptions(slug, uuid).queryKey, (old) =>
        old ? { ...old, submission, pendingSubmission: null } : old,
      ),
    [queryClient, slug, uuid],
  );
  const { refetch } = room;
  const onRefresh = useCallback(async () => (await refetch()).data, [refetch]);

  if (notInClass)
    return (
      <GuestLayout title={name}>
        <div role="alert" className="mx-auto mt-10 max-w-lg rounded-lg border p-6 text-center">
          <h2 className="text-lg font-semibold">You are not on this class’s list</h2>
          <p className="mt-2">{notInClass}</p>
        </div>
      </GuestLayout>
    );

  // A room delivered on computer gets the test on computer's screen, loaded apart (paper rooms never need it).
  const Screen = room.data?.room.delivery === 'computer' ? ComputerScreen : SheetScreen;
  return (
    <GuestLayout title={name}>
      {guest.data && room.data ? (
        <Screen
          key={room.data.room.id}
          data={room.data}
          guest={guest.data}
          uuid={uuid}
          loadedAt={room.dataUpdatedAt}
          onSubmitted={onSubmitted}
          onRefresh={onRefresh}
        />
      ) : (
        <LoadingOverlay />
      )}
    </GuestLayout>
  );
}
