import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePortsSync } from './ports';

const listenOn = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });

describe('freePortsSync', () => {
  it('answers distinct ports that can be listened on', async () => {
    const ports = freePortsSync(2);
    expect(ports).toHaveLength(2);
    expect(new Set(ports).size).toBe(2);
    for (const port of ports) await listenOn(port);
  });
});
