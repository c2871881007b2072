/**
 * The CPU time (user + system, in ms) this process spends running `work`. For "finishes
 * quickly" budgets: unlike the wall clock, it does not grow when other processes keep the
 * machine busy, so the budget measures the work itself (a regex that backtracks, a generator
 * gone quadratic) and not the load. Node only: the tests that use it run in one process.
 */
export function cpuTimeMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}
