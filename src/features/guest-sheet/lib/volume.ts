// The volume of the listening recordings (docs/product.md, "The test on computer"): one setting for every
// recording and the sound check, kept on this device, 0–1.
const VOLUME_KEY = 'answersheet_volume';

export function readVolume(): number {
  try {
    const stored = Number(localStorage.getItem(VOLUME_KEY) ?? '1');
    return Number.isFinite(stored) && stored >= 0 && stored <= 1 ? stored : 1;
  } catch {
    return 1;
  }
}

export function writeVolume(volume: number): void {
  try {
    localStorage.setItem(VOLUME_KEY, String(volume));
  } catch {
    // A full or blocked storage: the volume holds for this page.
  }
}
