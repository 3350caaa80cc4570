// The screen settings of the test on computer (docs/product.md, "The test on computer"): text size and
// colours, kept on this device for every room (a student's eyes do not change with the room). Pure but for
// local storage.

export const TEXT_SIZES = ['standard', 'large', 'extra-large'] as const;
// 'app' follows the app's light or dark theme (no colours of its own) until the student picks one: a fixed
// "Black on white" default would turn the whole test white for someone using the dark theme.
export const COLOURS = ['app', 'black-white', 'white-black', 'yellow-black'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export type Colours = (typeof COLOURS)[number];

export interface ScreenSettings {
  text: TextSize;
  colours: Colours;
}

export const DEFAULT_SETTINGS: ScreenSettings = { text: 'standard', colours: 'app' };

export const TEXT_SIZE_LABELS: Record<TextSize, string> = {
  standard: 'Standard',
  large: 'Large',
  'extra-large': 'Extra large',
};
export const COLOURS_LABELS: Record<Colours, string> = {
  app: 'Same as the app',
  'black-white': 'Black on white',
  'white-black': 'White on black',
  'yellow-black': 'Yellow on black',
};

export const SETTINGS_KEY = 'answersheet:screen-settings';

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The stored settings; anything unreadable or unknown is the default. */
export function readScreenSettings(): ScreenSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<ScreenSettings>;
    return {
      text: isOneOf(TEXT_SIZES, stored.text) ? stored.text : DEFAULT_SETTINGS.text,
      colours: isOneOf(COLOURS, stored.colours) ? stored.colours : DEFAULT_SETTINGS.colours,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function writeScreenSettings(settings: ScreenSettings): void {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or full storage: the settings hold until the page is left.
  }
}
