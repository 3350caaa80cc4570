// "Columns": which of the results table's optional columns show (lib/columns.ts), kept per teacher on the
// device.
import { Columns3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { ColumnChoice, OptionalColumn } from '../lib/columns';

interface Props {
  choices: ColumnChoice[];
  shown: Set<OptionalColumn>;
  onChange: (column: OptionalColumn, show: boolean) => void;
}

export function ColumnsMenu({ choices, shown, onChange }: Props) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden="true" />
          Columns
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Show columns</DropdownMenuLabel>
        {choices.map((choice) => (
          <DropdownMenuCheckboxItem
            key={choice.id}
            checked={shown.has(choice.id)}
            // The menu stays open: several columns are often chosen at once.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => onChange(choice.id, checked === true)}
          >
            {choice.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
