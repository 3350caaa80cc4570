// One msw server for every component test. It starts with no handlers: each test file says, with
// server.use(...), what the API answers for it. Unhandled requests fail the test.
import { setupServer } from 'msw/node';

export const server = setupServer();
