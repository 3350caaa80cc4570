// npm run user:create -- [--admin] EMAIL PASSWORD [NAME]: makes an app user (teachers sign in with it);
// --admin (also as `npm run user:create --admin …`, which npm hands over as npm_config_admin) makes an admin.
import { runPocketBase, runPocketBaseCommand } from './lib/pocketbase';

const args = process.argv.slice(2);
const admin = args.includes('--admin') || process.env.npm_config_admin === 'true';
const [email, password, ...name] = args.filter((arg) => arg !== '--admin');
if (!email || !password) {
  console.error(
    'Usage: npm run user:create -- [--admin] EMAIL PASSWORD [NAME]   (PB_DATA selects the data directory)',
  );
  process.exit(2);
}
const dataDir = process.env.PB_DATA ?? 'pb_data';
try {
  runPocketBase(dataDir, ['migrate', 'up']);
  const user = runPocketBaseCommand<{ id: string; role: string }>(dataDir, [
    'user-create',
    ...(admin ? ['--admin'] : []),
    email,
    password,
    ...name,
  ]);
  console.log(`User ${email} is ready (${user.id}, ${user.role}).`);
} catch (error) {
  console.error(`Could not create the user: ${(error as Error).message}`);
  process.exit(1);
}
