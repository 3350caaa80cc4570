/// <reference path="../pb_data/types.d.ts" />
// Guests kept no longer than needed (lib/store/guest-retention.js): every night at 03:17, guests idle for a
// week with neither draft nor submission are forgotten. `forget-idle-guests [DAYS]` runs the same by hand.

cronAdd('answersheet-forget-idle-guests', '17 3 * * *', () => {
  const retention = require(`${__hooks}/lib/store/guest-retention.js`);
  const cutoff = retention.idleCutoff(Date.now(), retention.IDLE_GUEST_DAYS);
  const forgotten = retention.forgetIdleGuests($app, cutoff);
  if (forgotten > 0) $app.logger().info('Forgot idle guests', 'count', forgotten);
});

$app.rootCmd.addCommand(
  new Command({
    use: 'forget-idle-guests [days]',
    short: 'Deletes guests idle for DAYS (default 7) with neither draft nor submission',
    run: (_cmd, args) => {
      const retention = require(`${__hooks}/lib/store/guest-retention.js`);
      const days = args.length ? Number(args[0]) : retention.IDLE_GUEST_DAYS;
      if (!(days >= 0)) {
        console.error('error: DAYS must be a number of days, 0 or more');
        $os.exit(1);
      }
      const forgotten = retention.forgetIdleGuests($app, retention.idleCutoff(Date.now(), days));
      console.log(JSON.stringify({ forgotten }));
    },
  }),
);

// A guest deleted through the records API or the dashboard: the known guests (lib/store/guests.js) forget
// every uuid, as after the deletes of lib/store/.
onRecordAfterDeleteSuccess((e) => {
  e.next();
  require(`${__hooks}/lib/store/guests.js`).forgetKnownGuests();
}, 'guests');
