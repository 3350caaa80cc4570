// Demo data for a new database: a demo admin (app user and PocketBase superuser) and the demo room.
import { join } from 'node:path';
import { importRoom } from '../import';
import { root, runPocketBase, runPocketBaseCommand } from './pocketbase';

export const demoAdmin = {
  email: 'admin@answersheet.local',
  password: 'answersheet-demo',
  name: 'Demo Admin',
};

export function seedDemo(dataDir: string): void {
  runPocketBaseCommand(dataDir, ['user-create', demoAdmin.email, demoAdmin.password, demoAdmin.name]);
  runPocketBase(dataDir, ['superuser', 'upsert', demoAdmin.email, demoAdmin.password]);
  importRoom(dataDir, join(root, 'demo', 'demo-room.json'));
}
