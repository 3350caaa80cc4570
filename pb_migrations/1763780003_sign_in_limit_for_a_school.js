/// <reference path="../pb_data/types.d.ts" />
// Sign-ins from one school address: a staff room of teachers signing in (and their sessions refreshing)
// behind one NAT must not be refused because one client there keeps failing. Failed sign-ins are now
// throttled per account (pb_hooks/sign-in.pb.js), so the per-address limit only has to stop a flood:
// 300 auth requests a minute per address instead of 30 per 10 seconds.

migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.map((rule) =>
      rule.label === '*:auth' ? { label: '*:auth', audience: '', duration: 60, maxRequests: 300 } : rule,
    );
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.map((rule) =>
      rule.label === '*:auth' ? { label: '*:auth', audience: '', duration: 10, maxRequests: 30 } : rule,
    );
    app.save(settings);
  },
);
