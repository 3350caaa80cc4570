/// <reference path="../pb_data/types.d.ts" />
// The per-guest limits (lib/store/guest-limits.js) keep one number per guest in the app store: every ten
// minutes, those of guests who have not saved for a minute are dropped, so the store stays small.

cronAdd('answersheet-forget-guest-limits', '*/10 * * * *', () => {
  const { forgetIdleLimits } = require(`${__hooks}/lib/store/guest-limits.js`);
  forgetIdleLimits($app, Date.now());
});
