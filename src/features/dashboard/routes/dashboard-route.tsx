import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { usePageHeader } from '@/lib/page-header';
import { useRooms } from '../api/get-rooms';
import { DashboardActions } from '../components/dashboard-actions';
import { RoomCard } from '../components/room-card';
import { RoomListSkeleton } from '../components/room-list-skeleton';
import { dashboardTitle } from '../dashboard-title';
import { byUrgency } from '../lib/room-state';

export default function DashboardRoute() {
  const rooms = useRooms();
  usePageHeader({ title: dashboardTitle(rooms.data?.length), loading: rooms.isFetching });
  return (
    <div className="flex flex-col gap-4">
      <DashboardActions />
      <RoomList rooms={rooms} />
    </div>
  );
}

function RoomList({ rooms }: { rooms: ReturnType<typeof useRooms> }): ReactNode {
  if (rooms.isPending) return <RoomListSkeleton />;
  if (rooms.isError) {
    return (
      <LoadError
        title="Could not load your sheets"
        error={rooms.error}
        onRetry={() => void rooms.refetch()}
        retrying={rooms.isFetching}
      />
    );
  }
  if (rooms.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
        <h2 className="text-lg font-semibold">No sheets yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Rooms you manage appear here. Make one with “New room”, bring one in with “Import a room”, or ask a
          colleague to share a sheet with you.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {byUrgency(rooms.data).map((room) => (
        <RoomCard key={room.id} room={room} />
      ))}
    </div>
  );
}
