import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../support/msw-server';

// findBy/waitFor give up after 1 s by default; on a loaded two-core CI machine a screen's first render (lazy
// route chunks transformed on first import, msw) can take longer: a file's first test of the room screen
// took over 5 s in two full runs (its request went out after the test had ended). A timeout there says
// nothing about the code under test; the tests' own limit (15 s) still stops one that never finds it.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out and has no ResizeObserver: one that never reports stands in for the browser's.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.classList.remove('dark');
});
afterAll(() => server.close());
