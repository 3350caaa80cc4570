// The time limit's range is the server's (pb_hooks/lib/rules.js, TIME_LIMIT_MAX). The browser bundle cannot
// load that CommonJS file, so room-settings.ts keeps a copy, held equal here. It runs once the server's
// rules carry the limit (the test conditions' server side).
import { describe, expect, it } from 'vitest';
import { rules } from '../../../pb_hooks/lib/testing';
import { TIME_LIMIT_MAX } from './room-settings';

const serverMax = (rules as unknown as Record<string, unknown>).TIME_LIMIT_MAX;

describe('the time limit', () => {
  it.skipIf(serverMax === undefined)('has the server’s range in the settings panel', () => {
    expect(TIME_LIMIT_MAX).toBe(serverMax);
  });
});
