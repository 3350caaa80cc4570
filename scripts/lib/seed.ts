// Demo data for a new database: a demo admin (app user and PocketBase superuser) and the demo rooms, the
// paper room first, then the room on computer (./demo-rooms.ts).
import { importRoom } from '../import';
import { demoRoomFiles } from './demo-rooms';
import { runPocketBase, runPocketBaseCommand } from './pocketbase';

export const demoAdmin = {
  email: 'admin@answersheet.local',
  password: 'answersheet-demo',
  name: 'Demo Admin',
};

export function seedDemo(dataDir: string): void {
  runPocketBaseCommand(dataDir, [
    'user-create',
    '--admin',
    demoAdmin.email,
    demoAdmin.password,
    demoAdmin.name,
  ]);
  runPocketBase(dataDir, ['superuser', 'upsert', demoAdmin.email, demoAdmin.password]);
  for (const file of demoRoomFiles) importRoom(dataDir, file);
}
