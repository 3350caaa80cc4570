/// <reference path="../pb_data/types.d.ts" />
// Console commands for the npm scripts: `import-room PLAN.json` (npm run import) and
// `user-create [--admin] EMAIL PASSWORD [NAME]` (npm run user:create), `integrity-check` and `data-summary` (npm run
// restore). Each prints one JSON line on success, and
// on failure one line `error: …` and exit code 1 (a thrown error would otherwise panic with a Go trace).

function runCommand(fn) {
  return (_cmd, args) => {
    try {
      console.log(JSON.stringify(fn(args)));
    } catch (error) {
      console.error(`error: ${require(`${__hooks}/lib/errors.js`).errorText(error)}`);
      $os.exit(1);
    }
  };
}

$app.rootCmd.addCommand(
  new Command({
    use: 'import-room [plan.json]',
    short: 'Creates a room from a validated import plan, all or nothing, in short transactions',
    run: runCommand((args) => {
      const { importRoom } = require(`${__hooks}/lib/import.js`);
      if (args.length !== 1) throw new Error('usage: import-room PLAN.json');
      const plan = JSON.parse(toString($os.readFile(args[0])));
      return importRoom($app, plan, (path) => $filesystem.fileFromPath(path));
    }),
  }),
);

const userCreate = new Command({
  use: 'user-create [email] [password] [name]',
  short:
    'Creates an app user (or resets the password and name of an existing one); --admin makes it an admin',
  run: (cmd, args) =>
    runCommand((rest) => {
      if (rest.length < 2) throw new Error('usage: user-create [--admin] EMAIL PASSWORD [NAME]');
      const email = rest[0];
      const password = rest[1];
      const name = rest.slice(2).join(' ');
      if (password.length < 8) throw new Error('the password must be at least 8 characters long');
      const { findAuthByEmail } = require(`${__hooks}/lib/store/finders.js`);
      let user = findAuthByEmail($app, 'users', email);
      if (!user) {
        user = new Record($app.findCollectionByNameOrId('users'));
        user.setEmail(email);
        user.setVerified(true);
      }
      user.setPassword(password);
      if (name) user.set('name', name);
      // Without --admin a new account is a teacher, or an admin when it is the first (people.pb.js).
      if (cmd.flags().getBool('admin')) user.set('role', 'admin');
      $app.save(user);
      return { id: user.id, email, role: user.getString('role') };
    })(cmd, args),
});
userCreate.flags().bool('admin', false, 'make the account an admin');
$app.rootCmd.addCommand(userCreate);

$app.rootCmd.addCommand(
  new Command({
    use: 'integrity-check',
    short: "Runs SQLite's PRAGMA integrity_check on the data and auxiliary databases",
    run: runCommand(() => {
      const check = (db) => {
        const rows = arrayOf(new DynamicModel({ integrity_check: '' }));
        db.newQuery('PRAGMA integrity_check').all(rows);
        return rows.map((row) => row.integrity_check).join('; ');
      };
      return { data: check($app.db()), auxiliary: check($app.auxDB()) };
    }),
  }),
);

$app.rootCmd.addCommand(
  new Command({
    use: 'data-summary',
    short:
      'Counts the rooms and submissions and gives the newest submission time (npm run restore prints it)',
    run: runCommand(() => {
      const row = new DynamicModel({ rooms: 0, submissions: 0, newest: '' });
      $app
        .db()
        .newQuery(
          `SELECT (SELECT COUNT(*) FROM rooms) AS rooms, (SELECT COUNT(*) FROM submissions) AS submissions,
                  (SELECT COALESCE(MAX(created), '') FROM submissions) AS newest`,
        )
        .one(row);
      return { rooms: row.rooms, submissions: row.submissions, newest: row.newest || null };
    }),
  }),
);
