import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, guestSheetUrl } from './share-link';

describe('guestSheetUrl', () => {
  it('is the full /ielts/{slug} address', () => {
    expect(guestSheetUrl('demo', 'https://sheets.example')).toBe('https://sheets.example/ielts/demo');
    expect(guestSheetUrl('demo')).toBe(`${window.location.origin}/ielts/demo`);
  });
});

describe('copyText', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('uses the Clipboard API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await copyText('hello');
    expect(writeText).toHaveBeenCalledWith('hello');
  });
  it('fails plainly when nothing can copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await expect(copyText('hello')).rejects.toThrow('The browser did not allow copying.');
  });
});
