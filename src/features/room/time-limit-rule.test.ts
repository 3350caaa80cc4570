// The time limit's range is the server's (pb_hooks/lib/rules.js, TIME_LIMIT_MAX). The browser bundle cannot
// load that CommonJS file, so room-settings.ts keeps a copy, held equal here.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../pb_hooks/lib/testing';
import { TIME_LIMIT_MAX } from './room-settings';

describe('the time limit', () => {
  it('has the server’s range in the settings panel', () => {
    expect(TIME_LIMIT_MAX).toBe(rules.TIME_LIMIT_MAX);
  });
});
