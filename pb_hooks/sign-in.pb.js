/// <reference path="../pb_data/types.d.ts" />
// Password sign-ins are throttled per account as well as per address (docs/architecture.md, "Rate
// limits"): five failures in a minute lock that account, and only that account, for a minute.

onRecordAuthWithPasswordRequest(
  (e) => {
    const throttle = require(`${__hooks}/lib/sign-in-throttle.js`);
    const store = e.app.store();
    const key = throttle.accountKey(e.collection.name, e.identity);
    const failures = JSON.parse(store.get(key) || '[]');
    const wait = throttle.lockedFor(failures, Date.now());
    if (wait > 0) {
      e.requestEvent.response.header().set('Retry-After', String(Math.ceil(wait / 1000)));
      throw new ApiError(429, 'Too many failed sign-ins for this account. Try again in a minute.', {});
    }
    try {
      e.next();
    } catch (error) {
      store.set(key, JSON.stringify(throttle.withFailure(failures, Date.now())));
      throw error;
    }
    store.remove(key);
  },
  'users',
  '_superusers',
);

// A disabled account cannot sign in (docs/architecture.md, "People and invitations"): every way to a token
// (password, refresh) ends here, answered word for word as a wrong password, so the answer does not tell
// that the account exists. The password throttle above counts it as a failure, as it would a wrong one.
onRecordAuthRequest((e) => {
  if (e.record.getBool('disabled')) throw new BadRequestError('Failed to authenticate.');
  return e.next();
}, 'users');
