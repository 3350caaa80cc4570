// A room's class (docs/product.md, "Classes"): with one, its gate admits only the class's students. Saved
// at once, like the other settings. Only the teacher's own classes are offered (the server refuses others).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/lib/paths';
import { classesQueryOptions } from '@/lib/class-queries';

export function ClassField({ value, onSave }: { value: string; onSave: (classId: string) => void }) {
  const classes = useQuery(classesQueryOptions());
  const list = classes.data ?? [];
  // A class another teacher manages stays shown by its id rather than vanish from the choice.
  const unknown = value !== '' && classes.isSuccess && !list.some((c) => c.id === value);
  return (
    <div className="grid gap-1">
      <Label htmlFor="setting-class">Class</Label>
      <p id="setting-class-description" className="text-sm text-muted-foreground">
        With a class, only its students may sit this room; anyone else is told to ask you to add them.{' '}
        <Link to={paths.admin.classes} className="underline">
          Your classes
        </Link>
      </p>
      <NativeSelect
        id="setting-class"
        className="max-w-sm"
        aria-describedby="setting-class-description"
        value={value}
        disabled={classes.isPending}
        onChange={(event) => onSave(event.target.value)}
      >
        <option value="">None: anyone with the link</option>
        {unknown ? <option value={value}>A colleague’s class</option> : null}
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
