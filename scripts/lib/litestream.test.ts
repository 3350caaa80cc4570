import { describe, expect, it } from 'vitest';
import { litestreamConfig, litestreamVersion } from './litestream';

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
