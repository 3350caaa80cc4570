/// <reference path="../pb_data/types.d.ts" />
// Nothing is lost when a browser is closed (see docs/architecture.md, "Test conditions"): every minute, the
// drafts of timed guests whose deadline plus the grace has passed are submitted for them, scored as usual
// (lib/store/collect-drafts.js). `submit-expired-drafts` runs the same once, for tests and operators.

// PB_EXPIRED_DRAFTS_CRON=off leaves it to the command: the integration tests move starts back and then run it
// at the moments they choose, which a run at the turn of a minute would take from them.
if ($os.getenv('PB_EXPIRED_DRAFTS_CRON') !== 'off') {
  cronAdd('answersheet-submit-expired-drafts', '* * * * *', () => {
    const { submitExpiredDrafts } = require(`${__hooks}/lib/store/collect-drafts.js`);
    const submitted = submitExpiredDrafts($app, Date.now());
    if (submitted > 0) $app.logger().info('Submitted expired drafts', 'count', submitted);
  });
}

$app.rootCmd.addCommand(
  new Command({
    use: 'submit-expired-drafts',
    short: 'Submits the drafts whose time limit and grace have passed; prints how many',
    run: () => {
      const { submitExpiredDrafts } = require(`${__hooks}/lib/store/collect-drafts.js`);
      console.log(JSON.stringify({ submitted: submitExpiredDrafts($app, Date.now()) }));
    },
  }),
);
