// npm run user:create -- EMAIL PASSWORD [NAME]: makes an app user (teachers sign in with it).
import { runPocketBase, runPocketBaseCommand } from './lib/pocketbase';

const [email, password, ...name] = process.argv.slice(2);
if (!email || !password) {
  console.error('Usage: npm run user:create -- EMAIL PASSWORD [NAME]   (PB_DATA selects the data directory)');
  process.exit(2);
}
const dataDir = process.env.PB_DATA ?? 'pb_data';
try {
  runPocketBase(dataDir, ['migrate', 'up']);
  const user = runPocketBaseCommand<{ id: string }>(dataDir, ['user-create', email, password, ...name]);
  console.log(`User ${email} is ready (${user.id}).`);
} catch (error) {
  console.error(`Could not create the user: ${(error as Error).message}`);
  process.exit(1);
}
