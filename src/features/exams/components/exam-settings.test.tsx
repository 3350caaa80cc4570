// The band table's rules, said in words under the box that breaks them (docs/product.md, "Authoring").
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { draftFromDocument, validateDraft, type ExamDraft } from '../lib/exam-draft';
import { starterDocument } from '../lib/starter';
import { ExamSettings } from './exam-settings';

function Settings({ start }: { start: ExamDraft }) {
  const [draft, setDraft] = useState(start);
  return <ExamSettings draft={draft} problems={validateDraft(draft)} update={setDraft} />;
}

const box = (row: number, what: 'score at least' | 'band') =>
  screen.getByRole('textbox', { name: `Row ${row}: ${what}` });

async function ownTable() {
  const user = userEvent.setup();
  render(<Settings start={draftFromDocument(starterDocument('Practice', 'listening'))} />);
  await user.click(screen.getByRole('button', { name: 'Use my own band table' }));
  await user.click(screen.getByRole('button', { name: 'Add a row' }));
  return user;
}

describe('the band table', () => {
  it('says a score is a whole number from 0 to 1000', async () => {
    const user = await ownTable();
    await user.type(box(1, 'score at least'), '2.5');
    expect(box(1, 'score at least')).toHaveAccessibleDescription('A score is a whole number from 0 to 1000.');
    await user.clear(box(1, 'score at least'));
    await user.type(box(1, 'score at least'), '1001');
    expect(box(1, 'score at least')).toHaveAccessibleDescription('A score is a whole number from 0 to 1000.');
    await user.clear(box(1, 'score at least'));
    await user.type(box(1, 'score at least'), '39');
    expect(box(1, 'score at least')).not.toHaveAccessibleDescription();
  });

  it('says a band is a number from 0 to 9', async () => {
    const user = await ownTable();
    await user.type(box(1, 'band'), '9.5');
    expect(box(1, 'band')).toHaveAccessibleDescription('A band is a number from 0 to 9, such as 6.5.');
    await user.clear(box(1, 'band'));
    await user.type(box(1, 'band'), 'nine');
    expect(box(1, 'band')).toHaveAccessibleDescription('A band is a number from 0 to 9, such as 6.5.');
    await user.clear(box(1, 'band'));
    await user.type(box(1, 'band'), '9');
    expect(box(1, 'band')).not.toHaveAccessibleDescription();
  });

  it('says bands go from the highest score to the lowest, at the row that breaks the order', async () => {
    const user = await ownTable();
    await user.type(box(1, 'score at least'), '30');
    await user.type(box(1, 'band'), '7');
    await user.type(box(2, 'score at least'), '35');
    await user.type(box(2, 'band'), '8');
    expect(box(2, 'score at least')).toHaveAccessibleDescription(
      'Bands go from the highest score to the lowest: each row needs a lower score than the row above.',
    );
    expect(box(1, 'score at least')).not.toHaveAccessibleDescription();
    await user.clear(box(2, 'score at least'));
    await user.type(box(2, 'score at least'), '23');
    expect(box(2, 'score at least')).not.toHaveAccessibleDescription();
  });
});
