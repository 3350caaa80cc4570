/// <reference path="../pb_data/types.d.ts" />
// The student's progress link (docs/product.md, "Students across mocks") is open without sign-in, so it is
// limited per address like the gate: a whole exam centre behind one address may open its links in the
// same minute after a mock (2,000 students), while a client trying tokens without end gets 429.

const RULE = { label: '/api/progress/', audience: '', duration: 60, maxRequests: 3000 };

migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = [RULE].concat(
      settings.rateLimits.rules.filter((rule) => rule.label !== RULE.label),
    );
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== RULE.label);
    app.save(settings);
  },
);
