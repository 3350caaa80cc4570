// The students of the teacher's rooms (docs/product.md, "Students across mocks"): searched by name or
// e-mail in any case, 50 a page, each with the rooms they sat, their last mock and its overall band.
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBand } from '@/lib/marks';
import { usePageHeader } from '@/lib/page-header';
import { paths } from '@/lib/paths';
import { plural } from '@/lib/plural';
import { formatDay } from '@/lib/student-history';
import { useStudents } from '../api/students';

const PAGE_SIZE = 50;

export default function StudentsRoute() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const students = useStudents(q, page);
  const total = students.data?.total;
  usePageHeader({
    title: total === undefined ? 'Students' : `Students (${total})`,
    loading: students.isFetching,
  });
  const go = (next: { q?: string; page?: number }) => {
    const query = next.q ?? q;
    const to = next.page ?? 1;
    setParams({ ...(query ? { q: query } : {}), ...(to > 1 ? { page: String(to) } : {}) });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim(), page: 1 });
  };
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="grid gap-4">
      <form role="search" onSubmit={onSearch} className="flex max-w-xl flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor="students-search">Name or e-mail</Label>
          <Input
            id="students-search"
            type="search"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      {students.isPending ? (
        <div role="status" aria-label="Loading students" className="grid gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : students.isError ? (
        <LoadError
          title="Could not load the students"
          error={students.error}
          onRetry={() => void students.refetch()}
          retrying={students.isFetching}
        />
      ) : students.data.items.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <h2 className="text-lg font-semibold">{q ? `No student matches “${q}”` : 'No students yet'}</h2>
          <p className="mt-2 text-sm text-muted-foreground">
            {q
              ? 'Search by part of a name or an e-mail address.'
              : 'A student appears here once they open one of your rooms.'}
          </p>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {plural(students.data.total, 'student')}
            {q ? ` matching “${q}”` : ''}
            {pages > 1 ? ` · page ${page} of ${pages}` : ''}
          </p>
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full text-sm">
              <caption className="sr-only">Students of your rooms</caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="p-2">
                    Student
                  </th>
                  <th scope="col" className="p-2">
                    Mocks
                  </th>
                  <th scope="col" className="p-2">
                    Last
                  </th>
                  <th scope="col" className="p-2">
                    Overall
                  </th>
                </tr>
              </thead>
              <tbody>
                {students.data.items.map((student) => (
                  <tr key={student.id} className="border-t">
                    <td className="p-2">
                      <Link
                        to={paths.admin.student(student.id)}
                        className="font-medium underline-offset-2 hover:underline"
                      >
                        {student.name || student.email}
                      </Link>
                      <div className="break-all text-muted-foreground">{student.email}</div>
                    </td>
                    <td className="p-2 tabular-nums">{student.rooms}</td>
                    <td className="whitespace-nowrap p-2">{student.last ? formatDay(student.last) : '—'}</td>
                    <td className="p-2 tabular-nums">{formatBand(student.overall)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav aria-label="Pages of students" className="flex items-center gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => go({ page: page + 1 })}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
