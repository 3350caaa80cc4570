import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '@test/render-admin';
import { signIn } from '@test/admin-session';

describe('about', () => {
  it("says We're AnswerSheet", async () => {
    signIn();
    renderAdmin('/_/about');
    expect(await screen.findByRole('heading', { name: "We're AnswerSheet" })).toBeInTheDocument();
    // The layout's title follows the screen's own heading (an effect), so it is awaited too.
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
  });
});
