import { qrFixtureSrc } from '@/components/tool-kit/QrCodePanel.fixtures';
import {
  subscribeLinkOf,
  type SubscribeLink,
} from '@/domain/tools/subscribe-link-generator/subscribeLink';
import { fixtureImage } from '@/test/fixtureImages';

/** A channel with a handle: the link is its handle page. */
export const withHandle: SubscribeLink = subscribeLinkOf({
  id: 'UCmayaCodes0000000000000',
  title: 'Maya Codes',
  handle: '@mayacodes',
  avatarUrl: fixtureImage(1, { width: 88, height: 88 }),
  subscribers: 9_800,
});

/** A channel without a handle and with a hidden count: the link is its channel page. */
export const withoutHandle: SubscribeLink = subscribeLinkOf({
  id: 'UCquietFrameFilms0000000',
  title: 'Quiet Frame Films',
  handle: null,
  avatarUrl: fixtureImage(4, { width: 88, height: 88 }),
  subscribers: null,
});

/** A real, scannable code of the link, as the generator would draw it. */
export const qrOf = (link: SubscribeLink) => ({
  status: 'ready' as const,
  src: qrFixtureSrc(link.link),
});
