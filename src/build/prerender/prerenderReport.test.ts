import { describe, expect, it } from 'vitest';
import type { BuildService, ServiceId } from './buildServices';
import { prerenderReport } from './prerenderReport';
import type { ServiceFailure } from './serviceFailure';

const youtube: BuildService = {
  id: 'youtube',
  name: 'the YouTube Data API',
  address: 'https://yt.example/v3',
  bases: ['https://yt.example/v3/'],
  check: 'VITE_YOUTUBE_API_BASE',
};
const refused: ServiceFailure = { kind: 'unreachable', detail: 'connect ECONNREFUSED' };
const none = new Map<ServiceId, ServiceFailure>();

describe('prerenderReport', () => {
  it("says one line per failing service, in place of the app's logs and each machine's", () => {
    const report = prerenderReport([youtube]);
    const failures = new Map([['youtube' as const, refused]]);
    report.page('/portfolio', {
      problems: ['portfolioMedia: ended in "error"'],
      messages: ['portfolioMedia: load failed YouTubeError: unreachable'],
      failures,
    });
    report.page('/tools/video-analyzer', { problems: [], messages: [], failures: none });
    report.page('/', { problems: [], messages: ['x: load failed'], failures });
    expect(report.lines()).toEqual([
      'The YouTube Data API at https://yt.example/v3 could not be reached (connect ECONNREFUSED): ' +
        '/portfolio, / prerendered without its data, which loads in the browser. Check ' +
        'VITE_YOUTUBE_API_BASE.',
    ]);
  });

  it('says nothing of a failure the app got over (another key answered)', () => {
    const report = prerenderReport([youtube]);
    report.page('/portfolio', {
      problems: [],
      messages: [],
      failures: new Map([['youtube', refused]]),
    });
    expect(report.lines()).toEqual([]);
  });

  it('reports a page without data and what the app logged when no service explains it', () => {
    const report = prerenderReport([]);
    report.page('/store', {
      problems: ['shop: ended in "error"'],
      messages: ['shop: load failed Error: boom'],
      failures: none,
    });
    expect(report.lines()).toEqual([
      'prerender /store: no data for shop: ended in "error"; it loads in the browser',
      'prerender /store: shop: load failed Error: boom',
    ]);
  });
});
