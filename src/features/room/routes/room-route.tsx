import { Activity, ChartColumn } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { OriginNote } from '@/components/origin-note';
import { RoomLoadError } from '@/components/room-load-error';
import { hasWritingExam, MarkingLink } from '@/components/marking-link';
import { Button } from '@/components/ui/button';
import type { RoomPatchBody } from '@/lib/api-types';
import { usePageHeader } from '@/lib/page-header';
import { useRoom } from '../api/get-room';
import { useIsSavingRoom, usePatchRoom } from '../api/patch-room';
import { ExportRoomButton } from '../components/export-room-button';
import { RoomActions } from '../components/room-actions';
import { RoomExams } from '../components/room-exams';
import { RoomSettings } from '../components/room-settings';
import { RoomSkeleton } from '../components/room-skeleton';
import { paths } from '@/lib/paths';

export default function RoomRoute() {
  const { slug = '' } = useParams();
  const room = useRoom(slug);
  const patch = usePatchRoom(slug);
  const saving = useIsSavingRoom(slug);
  usePageHeader({
    title: room.data?.name ?? 'Room',
    subtitle: room.data?.slug ?? slug,
    backHref: paths.admin.home,
    loading: room.isFetching || saving,
  });

  if (room.isPending) return <RoomSkeleton />;
  if (room.isError) {
    return <RoomLoadError room={room} />;
  }
  const data = room.data;
  const save = (body: RoomPatchBody) => patch.mutate({ id: data.id, body });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="text-sm">{data.detail}</p>
          <OriginNote origin={data.origin} />
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <Button asChild variant="outline">
            <Link to={paths.admin.roomResults(data.slug)}>
              <ChartColumn aria-hidden="true" />
              Results
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.admin.roomLive(data.slug)}>
              <Activity aria-hidden="true" />
              Live
            </Link>
          </Button>
          {hasWritingExam(data.expand?.Exams ?? []) ? (
            <MarkingLink roomId={data.id} slug={data.slug} />
          ) : null}
          <ExportRoomButton room={data} />
          <RoomActions room={data} />
        </div>
      </div>
      <RoomExams room={data} onPatch={save} />
      <RoomSettings room={data} onPatch={save} />
    </div>
  );
}
