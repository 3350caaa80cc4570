// The default test conditions of a room made outside the app (docs/architecture.md, "Test conditions").
import { describe, expect, it } from 'vitest';
import { roomDefaults as D } from './testing';

const MARKING = { anonymous_marking: false, marks_released: false };
const DEFAULTS = {
  accepting: true,
  time_limit: 0,
  audio: 'free',
  results: 'hidden',
  delivery: 'computer',
  ...MARKING,
};

describe('missingRoomSettings', () => {
  it('gives every default to a room sent without settings', () => {
    expect(D.NEW_ROOM_SETTINGS).toEqual(DEFAULTS);
    expect(D.missingRoomSettings({ name: 'Room', slug: 'room' })).toEqual(DEFAULTS);
  });

  it('opens a room from the dashboard’s untouched form (every field sent, empty or off)', () => {
    const form = { name: 'Room', slug: 'room', accepting: false, time_limit: 0, audio: '', results: '' };
    expect(D.missingRoomSettings(form)).toEqual({
      accepting: true,
      audio: 'free',
      results: 'hidden',
      delivery: 'computer',
      ...MARKING,
    });
  });

  it('keeps the settings given, filling only the others', () => {
    const all = { accepting: false, time_limit: 30, audio: 'once', results: 'review', delivery: 'paper' };
    expect(D.missingRoomSettings({ ...all, ...MARKING })).toEqual({});
    expect(D.missingRoomSettings({ results: 'score' })).toEqual({
      accepting: true,
      time_limit: 0,
      audio: 'free',
      delivery: 'computer',
      ...MARKING,
    });
    expect(D.missingRoomSettings({ audio: 'once', accepting: false })).toEqual({
      time_limit: 0,
      results: 'hidden',
      delivery: 'computer',
      ...MARKING,
    });
  });
});
