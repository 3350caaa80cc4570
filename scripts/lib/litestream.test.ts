import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { litestreamConfig, litestreamVersion, STREAM_INTERVAL } from './litestream';
import { root } from './pocketbase';

describe('litestreamConfig', () => {
  it('streams both databases, each to its own folder of the replica, at least every second', () => {
    expect(litestreamConfig('/srv/pb_data', '/mnt/backup')).toBe(
      [
        'dbs:',
        '  - path: "/srv/pb_data/data.db"',
        '    monitor-interval: 250ms',
        '    replicas:',
        '      - type: file',
        '        path: "/mnt/backup/data.db"',
        '        sync-interval: 250ms',
        '  - path: "/srv/pb_data/auxiliary.db"',
        '    monitor-interval: 250ms',
        '    replicas:',
        '      - type: file',
        '        path: "/mnt/backup/auxiliary.db"',
        '        sync-interval: 250ms',
        '',
      ].join('\n'),
    );
  });
});

describe('litestreamVersion', () => {
  it('is the version tools/litestream/go.mod pins', () => {
    expect(litestreamVersion()).toMatch(/^v0\.3\.\d+$/);
  });
});

describe('the compose sidecar (docker/litestream-entrypoint.sh)', () => {
  it('streams as often as npm start does', () => {
    const script = readFileSync(join(root, 'docker', 'litestream-entrypoint.sh'), 'utf8');
    expect(script).toContain(`\nINTERVAL=${STREAM_INTERVAL}\n`);
  });
});
