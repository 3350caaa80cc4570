/// <reference path="../pb_data/types.d.ts" />
// Per-address limits sized for an exam centre (docs/operations.md, "An exam centre"): 2,000 students behind
// one school address, each saving a draft every 3 s (about 670 a second), joining over a minute and all
// submitting at the same deadline. The guest routes allow 15,000 requests per 10 s per address (the centre
// uses under 9,000 in its busiest 10 s), since one guest flooding drafts is now stopped per guest
// (pb_hooks/lib/guest-limit.js). New guests are limited on their own: 4,000 a minute per address, room for
// the whole centre joining and reloading in the same minute, while a client making guests without end
// gets 429 after that.

const CENTRE_RULES = [
  { label: 'POST /api/exam/guest', audience: '', duration: 60, maxRequests: 4000 },
  { label: '/api/exam/', audience: '', duration: 10, maxRequests: 15000 },
];

/** The rules with the given ones in place of those of the same label. */
function withRules(rules, replacements) {
  const labels = replacements.map((rule) => rule.label);
  return replacements.concat(rules.filter((rule) => labels.indexOf(rule.label) === -1));
}

migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = withRules(settings.rateLimits.rules, CENTRE_RULES);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    const rules = settings.rateLimits.rules.filter((rule) => rule.label !== 'POST /api/exam/guest');
    settings.rateLimits.rules = withRules(rules, [
      { label: '/api/exam/', audience: '', duration: 10, maxRequests: 6000 },
    ]);
    app.save(settings);
  },
);
