// An exam's own time on the room detail (docs/architecture.md, "Exams one after another"): a "Minutes"
// field per exam of a computer room, saved through the room patch's config.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAdminApi } from '@test/admin-api';
import { practiceRoom } from '@test/admin-fixtures';
import { signIn } from '@test/admin-session';
import { renderAdmin } from '@test/render-admin';
import { EXAM_MINUTES_ERROR } from './room-settings';

beforeEach(() => {
  signIn();
});

const trigger = (name: RegExp) => screen.getByRole('button', { name, expanded: false });
const minutesField = () => screen.getByRole('spinbutton', { name: 'Minutes' });
const listeningConfig = {
  disabled_exam_sections: [],
  disabled_section_questions: [],
  order_exam_sections: [],
};

async function openListening(room = practiceRoom({ delivery: 'computer' })) {
  const sent = mockAdminApi({ room });
  const user = userEvent.setup();
  renderAdmin('/_/room/practice');
  await screen.findByRole('region', { name: 'Exams in this room' });
  await user.click(trigger(/^Listening/));
  return { sent, user };
}

describe('an exam’s minutes', () => {
  it('shows the stored minutes (0 when none) and saves whole minutes on Enter', async () => {
    const { sent, user } = await openListening();
    expect(minutesField()).toHaveValue(0);
    expect(minutesField()).toHaveAccessibleDescription(/0 means none/);
    await user.clear(minutesField());
    await user.type(minutesField(), '40{Enter}');
    await waitFor(() =>
      expect(sent.patches).toEqual([
        { id: 'room1', body: { config: { listening: { ...listeningConfig, minutes: 40 } } } },
      ]),
    );
    expect(minutesField()).toHaveValue(40);
  });

  it('says what is wrong under the field, keeps what was typed and saves nothing', async () => {
    const { sent, user } = await openListening();
    await user.clear(minutesField());
    await user.type(minutesField(), '601');
    await user.tab();
    expect(minutesField()).toHaveAccessibleDescription(
      new RegExp(EXAM_MINUTES_ERROR.replace(/[().]/g, '\\$&')),
    );
    expect(minutesField()).toHaveAttribute('aria-invalid', 'true');
    expect(minutesField()).toHaveValue(601);
    expect(sent.patches).toEqual([]);
  });

  it('is kept when a section is switched off', async () => {
    const { sent, user } = await openListening(
      practiceRoom({ delivery: 'computer', config: { listening: { minutes: 30 } } }),
    );
    expect(minutesField()).toHaveValue(30);
    await user.click(screen.getByRole('checkbox', { name: 'Part 2' }));
    await waitFor(() =>
      expect(sent.patches).toEqual([
        {
          id: 'room1',
          body: {
            config: { listening: { ...listeningConfig, disabled_exam_sections: ['part2'], minutes: 30 } },
          },
        },
      ]),
    );
  });

  it('is not offered in a paper room', async () => {
    await openListening(practiceRoom({ delivery: 'paper' }));
    expect(screen.getByRole('checkbox', { name: 'Part 1' })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Minutes' })).not.toBeInTheDocument();
  });
});
