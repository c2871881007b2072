/**
 * The portfolio page's video-platform extras, one plain read on the shared resource machine:
 * the demo reel's details (the hero's poster when motion is reduced) and the owner's latest
 * upload (docs/product.md, portfolio: the newest of the 10 latest uploads that is 60 seconds
 * or longer).
 *
 * It is separate from `portfolioMachine` on purpose: that machine's two database reads and
 * its filter/modal flow stay as tested, and this read may fail (quota, network) without
 * touching the grid. The app provides `load`; stories and tests provide fakes.
 *
 *   loading ──done──▶ loaded | empty (nothing found)      loading ──error──▶ error
 *
 * docs/product.md, portfolio: fetch errors are only logged, so the screen shows no message on
 * `error`: the hero keeps its plain backdrop and the latest-upload section stays hidden.
 */
import type { PortfolioMedia } from '@/domain/site/portfolio/video';
import { createResourceMachine } from '@/machines/shared/resourceMachine';

/** Logged only (docs/product.md, portfolio): the page never shows it. */
export const PORTFOLIO_MEDIA_ERROR = 'Failed to load the showreel poster and the latest upload.';

export const portfolioMediaMachine = createResourceMachine<PortfolioMedia>('portfolioMedia', {
  errorMessage: PORTFOLIO_MEDIA_ERROR,
  isEmpty: (media) => media.showreel === null && media.latestUpload === null,
});
