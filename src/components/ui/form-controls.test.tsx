import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Label } from './label';
import { NativeSelect } from './native-select';
import { Textarea } from './textarea';

describe('Textarea and NativeSelect', () => {
  it('are the native controls, labelled, typed into and chosen from, with classes merged', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Label htmlFor="detail">Detail</Label>
        <Textarea id="detail" className="font-mono" aria-invalid />
        <Label htmlFor="kind">Kind</Label>
        <NativeSelect id="kind" defaultValue="a">
          <option value="a">A</option>
          <option value="b">B</option>
        </NativeSelect>
      </>,
    );
    const detail = screen.getByRole('textbox', { name: 'Detail' });
    await user.type(detail, 'Listening');
    expect(detail).toHaveValue('Listening');
    expect(detail).toHaveAttribute('data-slot', 'textarea');
    expect(detail).toHaveClass('font-mono', 'w-full');
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    await user.selectOptions(kind, 'B');
    expect(kind).toHaveValue('b');
    expect(kind).toHaveAttribute('data-slot', 'native-select');
  });
});
