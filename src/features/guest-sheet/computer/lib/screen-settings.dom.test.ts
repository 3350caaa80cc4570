import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readScreenSettings, SETTINGS_KEY, writeScreenSettings } from './screen-settings';

afterEach(() => localStorage.clear());

describe('screen settings on the device', () => {
  it('reads back what was written', () => {
    writeScreenSettings({ text: 'extra-large', colours: 'yellow-black' });
    expect(readScreenSettings()).toEqual({ text: 'extra-large', colours: 'yellow-black' });
  });
  it("follows the app's theme until a colour setting is picked", () => {
    expect(readScreenSettings().colours).toBe('app');
    writeScreenSettings({ text: 'standard', colours: 'black-white' });
    expect(readScreenSettings().colours).toBe('black-white');
  });
  it('reads the default for nothing stored, broken JSON or unknown values', () => {
    expect(readScreenSettings()).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem(SETTINGS_KEY, '{');
    expect(readScreenSettings()).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ text: 'huge', colours: 'white-black' }));
    expect(readScreenSettings()).toEqual({ text: 'standard', colours: 'white-black' });
  });
});
