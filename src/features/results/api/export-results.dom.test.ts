import { describe, expect, it } from 'vitest';
import { attachmentName } from './export-results';

describe('attachmentName', () => {
  it('reads the file name of a Content-Disposition header', () => {
    expect(attachmentName('attachment; filename="demo-results.csv"')).toBe('demo-results.csv');
    expect(attachmentName("attachment; filename*=UTF-8''caf%C3%A9-results.csv")).toBe('café-results.csv');
    expect(attachmentName(undefined)).toBeUndefined();
    expect(attachmentName('inline')).toBeUndefined();
  });
});
