// The report cards of one student or the class, shown as they print and printed one A4 page each
// (docs/architecture.md, "The report card"). Loaded when a teacher first asks for a report.
import { Printer } from 'lucide-react';
import { useRef } from 'react';
import { useReactToPrint } from 'react-to-print';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { ResultsStudent } from '@/lib/api-types';
import { useReports } from '../api/get-report';
import { ReportCard } from './report-card';

/** A4, each report on its own page, black on white whatever the screen's theme. */
export const REPORT_PAGE_STYLE = `
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; color: #000 !important; }
  .report-card { max-width: none !important; padding: 0 !important; break-after: page; }
  .report-card:last-child { break-after: auto; }
`;

interface Props {
  roomId: string;
  roomName: string;
  /** The students whose reports are shown (only those who submitted have one); empty: closed. */
  students: ResultsStudent[];
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function ReportDialog({ roomId, roomName, students, onClose, onCloseAutoFocus }: Props) {
  const submitted = students.filter((student) => student.submission !== null);
  const reports = useReports(
    roomId,
    submitted.map((student) => student.guest.id),
  );
  const contentRef = useRef<HTMLDivElement>(null);
  const single = students.length === 1 ? students[0]!.guest.name || 'Unnamed student' : null;
  const print = useReactToPrint({
    contentRef,
    documentTitle: single ? `${roomName} — ${single}` : `${roomName} — reports`,
    pageStyle: REPORT_PAGE_STYLE,
    onPrintError: (where, error) => console.error(`Print failed (${where}):`, error),
  });
  const loaded = reports.filter((query) => query.data).length;
  const failed = reports.find((query) => query.error);
  const ready = submitted.length > 0 && loaded === submitted.length;

  return (
    <Dialog open={students.length > 0} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="flex max-h-[95dvh] max-w-4xl flex-col gap-3 p-3 sm:p-6"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader className="pr-6">
          <DialogTitle>
            {single ? `Report of ${single}` : `Reports of ${submitted.length} students`}
          </DialogTitle>
          <DialogDescription>
            One A4 page each: bands, raw scores, Writing and Speaking marks, and the questions answered
            wrongly.
          </DialogDescription>
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-y-auto rounded-md bg-neutral-200 p-2 sm:p-4">
          {submitted.length === 0 ? (
            <p className="p-4 text-center text-sm text-neutral-700">
              No student has submitted yet: no report to print.
            </p>
          ) : failed ? (
            <LoadError
              title="The reports could not load"
              error={failed.error}
              onRetry={() => reports.forEach((query) => query.error && void query.refetch())}
              retrying={reports.some((query) => query.isFetching)}
            />
          ) : !ready ? (
            <div className="flex justify-center p-8 text-neutral-700">
              <Spinner label={`Loading reports: ${loaded} of ${submitted.length}`} />
            </div>
          ) : (
            <div ref={contentRef} className="grid gap-4">
              {reports.map((query) =>
                query.data ? <ReportCard key={query.data.student.id} report={query.data} /> : null,
              )}
            </div>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => print()} disabled={!ready}>
            <Printer aria-hidden="true" />
            {single ? 'Print report' : 'Print all'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
