// What a bench watches in a screen it drives in Chromium (results-screen.ts, live.ts): every long task,
// every frame's length, and how many of the screen's refreshes have been fetched.

/**
 * The script that starts watching, as a string (to run with page.evaluate or addInitScript): tsx's
 * name-keeping helper does not exist in the page, so a function cannot be passed. Fills `window.benchTasks`
 * (long tasks, ms), `window.benchFrames` (frame lengths, ms) and `window.benchRefreshes` (requests whose
 * URL holds `refreshPath`).
 */
export const watchScript = (refreshPath: string) => `
  window.benchTasks = [];
  window.benchFrames = [];
  window.benchRefreshes = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name.includes(${JSON.stringify(refreshPath)})) window.benchRefreshes++;
  }).observe({ type: 'resource' });
  let last = performance.now();
  requestAnimationFrame(function frame(now) {
    window.benchFrames.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  });
`;
