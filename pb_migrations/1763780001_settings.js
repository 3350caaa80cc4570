/// <reference path="../pb_data/types.d.ts" />
// App settings: the name, and a rate limiter sized for a class behind one school address. Forty students
// autosaving every second is 40 req/s from one IP; a mock-test day of 500 guests at one save per 2 s is
// 250 req/s. Guest and app routes get room for 600 req/s per IP; password sign-in stays tight.

migrate(
  (app) => {
    const settings = app.settings();
    settings.meta.appName = 'AnswerSheet';
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: '*:auth', audience: '', duration: 10, maxRequests: 30 },
      { label: '*:create', audience: '', duration: 5, maxRequests: 50 },
      { label: '/api/batch', audience: '', duration: 1, maxRequests: 3 },
      { label: '/api/exam/', audience: '', duration: 10, maxRequests: 6000 },
      { label: '/api/room/', audience: '', duration: 10, maxRequests: 6000 },
      { label: '/api/', audience: '', duration: 10, maxRequests: 3000 },
    ];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    app.save(settings);
  },
);
