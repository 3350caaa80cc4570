import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import * as browser from './mark-limits';

const server = createRequire(import.meta.url)('../../pb_hooks/lib/validate/marks.js') as typeof browser;

it("holds the browser's mark limits equal to the server's", () => {
  expect({ ...browser }).toEqual({
    COMMENT_MAX: server.COMMENT_MAX,
    NOTE_TEXT_MAX: server.NOTE_TEXT_MAX,
    NOTES_MAX: server.NOTES_MAX,
  });
});
