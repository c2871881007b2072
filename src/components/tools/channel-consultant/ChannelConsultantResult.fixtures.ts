import type { ConsultantChannel } from '@/domain/tools/channel-consultant/consultant';
import type { CalendarDay } from '@/domain/tools/channel-consultant/consultantDates';
import { fixtureImage } from '@/test/fixtureImages';

/** The day stories and tests build prompts on (the sandbox's reference day). */
export const fixtureToday: CalendarDay = '2026-11-15';

const titles = [
  'Any% Speedrun in 14:02 (World Record Pace)',
  'We Tried the Hardest Boss With No Armor',
  'Stream Highlights: Chaos Night #212',
  'The Glitch That Broke the Leaderboard',
  '100 Players, One Castle',
];

/** A big gaming channel with every figure present. */
export const gamingChannel: ConsultantChannel = {
  id: 'UCnovaGamingArena0000000',
  title: 'Nova Gaming Arena',
  handle: '@novagamingarena',
  avatarUrl: fixtureImage(4, { width: 240, height: 240 }),
  subscribers: 23_100_000,
  views: 1_482_330_112,
  videos: 1_250,
  keywords: ['Nova Gaming Arena', 'speedrun', 'stream highlights', 'gaming'],
  topics: ['Video game culture', 'Action game'],
  latestUploads: titles.map((title, index) => ({
    videoId: `NovaVid${String(index).padStart(4, '0')}`,
    title,
    views: [1_204_331, 876_020, 2_310_554, 640_118, 1_987_400][index] ?? 0,
    publishedAt: `2026-11-${String(14 - index).padStart(2, '0')}T18:00:00Z`,
  })),
};

/** A channel that hides its subscriber count. */
export const hiddenSubscribersChannel: ConsultantChannel = {
  ...gamingChannel,
  id: 'UCquietFrameFilms0000000',
  title: 'Quiet Frame Films',
  handle: '@quietframefilms',
  avatarUrl: fixtureImage(6, { width: 240, height: 240 }),
  subscribers: null,
  views: 12_400_000,
  videos: 30,
  keywords: ['short film', 'filmmaking'],
  topics: ['Film', 'Entertainment'],
};

/** A channel without a single upload (nor keywords or topics). */
export const noUploadsChannel: ConsultantChannel = {
  id: 'UCblankCanvasNoUploads0A',
  title: 'Blank Canvas Studio',
  handle: '@blankcanvasstudio',
  avatarUrl: fixtureImage(2, { width: 240, height: 240 }),
  subscribers: 12,
  views: 0,
  videos: 0,
  keywords: [],
  topics: [],
  latestUploads: [],
};
