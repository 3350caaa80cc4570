import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** What the editor asks before it removes or changes something for good. */
export interface ConfirmRequest {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
}

/** The editor's parts ask through one request at a time; null closes the dialog. */
export function ConfirmRequestDialog({
  request,
  onClose,
}: {
  request: ConfirmRequest | null;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={request !== null}
      title={request?.title ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      cancelLabel={request?.cancelLabel}
      destructive={request?.destructive}
      onConfirm={() => request?.onConfirm()}
      onCancel={onClose}
    >
      {request?.body}
    </ConfirmDialog>
  );
}
