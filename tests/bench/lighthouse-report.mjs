/**
 * What the Lighthouse bench reads from a Lighthouse result (LHR) and how it prints it: the four
 * scores against issue 16's goals, LCP/TBT/CLS, and the audits that keep a score below its goal.
 */

/** Lighthouse category ids, in the table's order, with their goals (issue 16). */
export const categories = [
  { id: 'performance', title: 'performance', goal: 95 },
  { id: 'accessibility', title: 'accessibility', goal: 100 },
  { id: 'best-practices', title: 'best practices', goal: 100 },
  { id: 'seo', title: 'SEO', goal: 100 },
];

/** The figures of one run: scores 0–100 (null when Lighthouse could not score), metrics. */
export function figuresOf(lhr) {
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores: Object.fromEntries(categories.map(({ id }) => [id, score(id)])),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
const savingsOf = (audit) => Object.entries(audit.metricSavings ?? {}).filter(([, v]) => v > 0);
/** What the list is sorted by: the largest metric saving (a CLS of 0.1 counts as 1,000 ms). */
const weightOf = (audit) =>
  Math.max(0, ...savingsOf(audit).map(([name, value]) => (name === 'CLS' ? value * 1e4 : value)));
const savingsText = (audit) => {
  const bytes = audit.details?.overallSavingsBytes ?? 0;
  return [
    ...savingsOf(audit).map(
      ([name, value]) => `${name} −${name === 'CLS' ? value.toFixed(3) : ms(value)}`,
    ),
    ...(bytes > 0 ? [`${(bytes / 1024).toFixed(0)} KB`] : []),
  ].join(', ');
};

/**
 * The audits that cost points: performance insights and diagnostics scoring under 0.9 (the
 * report's "passed" line), largest saving first, at most `limit`; every failed accessibility,
 * best-practices and SEO audit.
 */
export function failingAudits(lhr, limit = 6) {
  return categories.flatMap(({ id: category }) => {
    const failing = auditsOf(lhr, category)
      .filter(
        (audit) => audit.score !== null && audit.score < (category === 'performance' ? 0.9 : 1),
      )
      .sort((a, b) => weightOf(b) - weightOf(a))
      .map((audit) => ({
        category,
        id: audit.id,
        title: audit.title,
        savings: savingsText(audit),
      }));
    return category === 'performance' ? failing.slice(0, limit) : failing;
  });
}

/** Audits Lighthouse could not run (their errors), which therefore say nothing. */
export function auditErrors(lhr) {
  return categories
    .flatMap(({ id }) => auditsOf(lhr, id))
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => ({ id: audit.id, error: audit.errorMessage ?? 'unknown error' }));
}

const auditsOf = (lhr, category) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter(Boolean);

const cell = (value, format) => (value === null || value === undefined ? '—' : format(value));

/**
 * The results as a Markdown table (pastes into an issue as it is), of each route's median or
 * worst run (`which`).
 */
export function printTable(results, which = 'median') {
  const header = ['route', ...categories.map((c) => c.title), 'LCP', 'TBT', 'CLS'];
  const rows = results.map(({ route, [which]: median, error }) =>
    error && !median
      ? [route, `Lighthouse failed: ${error}`, '', '', '', '', '', '']
      : [
          route,
          ...categories.map(({ id }) => cell(median.scores[id], String)),
          cell(median.lcpMs, (v) => `${(v / 1000).toFixed(1)} s`),
          cell(median.tbtMs, ms),
          cell(median.cls, (v) => v.toFixed(3)),
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((value, i) => value.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

/** For each route below a goal in its median or worst run: which scores, and the audits that cost the points. */
export function printBelowGoal(results, which = 'median') {
  for (const result of results) {
    const { route, error } = result;
    const median = result[which];
    const failing = which === 'worst' ? result.failingInWorst : result.failing;
    if (!median) continue;
    const below = categories.filter(({ id, goal }) => (median.scores[id] ?? 0) < goal);
    if (below.length === 0 && !error) continue;
    const scores = below.map((c) => `${c.title} ${median.scores[c.id] ?? '—'} (goal ${c.goal})`);
    console.log(`\n${route}: ${[...scores, ...(error ? [error] : [])].join(', ')}`);
    for (const audit of failing) {
      const savings = audit.savings ? `  (${audit.savings})` : '';
      console.log(`  ${audit.category.padEnd(14)} ${audit.id}: ${audit.title}${savings}`);
    }
  }
}

/** Audits that errored, once each with the routes where they did. */
export function printAuditErrors(results) {
  const byAudit = new Map();
  for (const { route, auditErrors: errors = [] } of results) {
    for (const { id, error } of errors) {
      const key = `${id}: ${error}`;
      byAudit.set(key, [...(byAudit.get(key) ?? []), route]);
    }
  }
  if (byAudit.size === 0) return;
  console.log('\nAudits Lighthouse could not run (no figures from them):');
  for (const [audit, routes] of byAudit) {
    const where = routes.length === results.length ? 'every route' : routes.join(', ');
    console.log(`  ${audit} (${where})`);
  }
}
