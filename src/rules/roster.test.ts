import { describe, expect, it } from 'vitest';
import { parseRoster, rosterEntryProblem, rosterLine } from './roster';

describe('rosterLine', () => {
  it('reads "Name <email>", "email, name" and "name, email"', () => {
    expect(rosterLine('Anna Lee <anna@school.test>')).toEqual({
      name: 'Anna Lee',
      email: 'anna@school.test',
    });
    expect(rosterLine('"Lee, Anna" <anna@school.test> ')).toEqual({
      name: 'Lee, Anna',
      email: 'anna@school.test',
    });
    expect(rosterLine(' ben@school.test , Ben Okafor')).toEqual({
      email: 'ben@school.test',
      name: 'Ben Okafor',
    });
    expect(rosterLine('Ben Okafor, ben@school.test')).toEqual({
      email: 'ben@school.test',
      name: 'Ben Okafor',
    });
    expect(rosterLine('ben@school.test')).toEqual({ email: 'ben@school.test', name: '' });
  });
});

describe('rosterEntryProblem', () => {
  it('applies the gate rules', () => {
    expect(rosterEntryProblem({ email: 'a@b.co', name: 'Ann' })).toBeNull();
    expect(rosterEntryProblem({ email: 'a@b', name: 'Ann' })).toMatch(/not a valid e-mail/);
    expect(rosterEntryProblem({ email: 'a@b.co<x>', name: 'Ann' })).toMatch(/not a valid e-mail/);
    expect(rosterEntryProblem({ email: '', name: 'Ann' })).toBe('The e-mail is missing.');
    expect(rosterEntryProblem({ email: 'a@b.co', name: '' })).toBe('The name is missing.');
    expect(rosterEntryProblem({ email: 'a@b.co', name: 'Al' })).toMatch(/between 3 and 100/);
    expect(rosterEntryProblem({ email: 'a@b.co', name: '...' })).toMatch(/letter or a digit/);
  });
});

describe('parseRoster', () => {
  it('skips blank lines, names bad lines by their line from 0, and keeps each e-mail once', () => {
    const parsed = parseRoster(
      'Anna Lee <anna@school.test>\n\nnot an e-mail, Bob\r\nben@school.test, Ben\nANNA@school.test, Anna B. Lee\n',
    );
    expect(parsed.entries).toEqual([
      { line: 4, email: 'ANNA@school.test', name: 'Anna B. Lee' },
      { line: 3, email: 'ben@school.test', name: 'Ben' },
    ]);
    expect(parsed.problems).toEqual([
      { line: 2, text: 'not an e-mail, Bob', message: '"not an e-mail" is not a valid e-mail address.' },
    ]);
  });
});
