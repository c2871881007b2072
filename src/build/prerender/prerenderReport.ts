import type { BuildService, ServiceId } from './buildServices.ts';
import { serviceWarningLine, type ServiceFailure } from './serviceFailure.ts';

/**
 * Gathers what went wrong while pages were prerendered into the build's warning lines: one line
 * per configured service that left pages without their data; otherwise one line per machine
 * without data and per message the app logged.
 */
export function prerenderReport(services: readonly BuildService[]) {
  const byService = new Map<ServiceId, { failure: ServiceFailure; pages: string[] }>();
  const other: string[] = [];
  return {
    page(
      pathname: string,
      page: { problems: string[]; messages: string[]; failures: Map<ServiceId, ServiceFailure> },
    ): void {
      // A failure the app recovered from (another key, a retry) left nothing to report.
      if (page.problems.length === 0 && page.messages.length === 0) return;
      if (page.failures.size > 0) {
        for (const [id, failure] of page.failures) {
          const entry = byService.get(id) ?? { failure, pages: [] };
          entry.pages.push(pathname);
          byService.set(id, entry);
        }
        return;
      }
      for (const problem of page.problems) {
        other.push(`prerender ${pathname}: no data for ${problem}; it loads in the browser`);
      }
      for (const message of page.messages) other.push(`prerender ${pathname}: ${message}`);
    },
    lines(): string[] {
      const serviceLines = services.flatMap((service) => {
        const entry = byService.get(service.id);
        return entry ? [serviceWarningLine(service, entry.failure, entry.pages)] : [];
      });
      return [...serviceLines, ...other];
    },
  };
}
