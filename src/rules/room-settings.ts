// A room's test conditions (docs/architecture.md, "Test conditions" and "The test on computer"): the values
// each setting may take and the settings of a new room (open, untimed, audio free, results hidden, on
// computer, marked with names shown, marks kept back), as the create route, the records API's defaults,
// the room patch, the importer and the room detail read them.
import { DEFAULT_DELIVERY, type Delivery } from './computer-content';

/** What students see of their submission after submitting. */
export const RESULTS_SETTINGS = ['hidden', 'score', 'review'] as const;
export type ResultsSetting = (typeof RESULTS_SETTINGS)[number];
/** How a section's audio plays: `once` is the IELTS way, one play without pause or seeking. */
export const AUDIO_MODES = ['free', 'once'] as const;
export type AudioMode = (typeof AUDIO_MODES)[number];

export interface NewRoomSettings {
  accepting: boolean;
  time_limit: number;
  audio: AudioMode;
  results: ResultsSetting;
  delivery: Delivery;
  anonymous_marking: boolean;
  marks_released: boolean;
}

export const NEW_ROOM_SETTINGS: NewRoomSettings = {
  accepting: true,
  time_limit: 0,
  audio: 'free',
  results: 'hidden',
  delivery: DEFAULT_DELIVERY,
  anonymous_marking: false,
  marks_released: false,
};
