/**
 * The benches' view of the main thread: Chromium's 'longtask' PerformanceObserver (every task
 * over 50 ms) and the gaps between animation frames, between `__longTaskProbe.start()` and
 * `__longTaskProbe.stop()` on the page.
 */

/** Runs in the page (`page.addInitScript(installLongTaskProbe)`). */
export const installLongTaskProbe = () => {
  const probe = { tasks: [], gaps: [], on: false, t0: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (probe.on) probe.tasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  let last = performance.now();
  const frame = (now) => {
    if (probe.on) probe.gaps.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  probe.start = () => {
    Object.assign(probe, { tasks: [], gaps: [], on: true, t0: performance.now() });
  };
  probe.stop = () => {
    probe.on = false;
    return {
      ms: performance.now() - probe.t0,
      longest: Math.max(0, ...probe.tasks),
      longTasks: probe.tasks.length,
      maxFrameGap: Math.max(0, ...probe.gaps),
    };
  };
  window.__longTaskProbe = probe;
};

/** The probe sees long tasks at all: a 150 ms busy loop on the main thread must show up. */
export async function checkLongTaskProbe(page) {
  await page.evaluate(() => window.__longTaskProbe.start());
  await page.evaluate(
    () =>
      new Promise((done) => {
        setTimeout(() => {
          const until = performance.now() + 150;
          while (performance.now() < until);
          setTimeout(done, 100);
        });
      }),
  );
  const seen = await page.evaluate(() => window.__longTaskProbe.stop());
  if (seen.longest < 150) {
    throw new Error(`the long-task probe missed a 150 ms busy loop (saw ${seen.longest} ms)`);
  }
  return seen.longest;
}
