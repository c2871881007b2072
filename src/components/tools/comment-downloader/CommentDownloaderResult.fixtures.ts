import type { VideoComment, VideoComments } from '@/domain/tool-kit/videoComments';

const comment = (n: number, overrides: Partial<VideoComment> = {}): VideoComment => ({
  id: `Ugx${String(n).padStart(4, '0')}`,
  author: '@samedits42',
  authorChannelId: `UCauthor${String(n)}`,
  authorAvatarUrl: null,
  text: 'This is exactly what I needed today',
  publishedAt: new Date(Date.UTC(2026, 10, 20, 18, 30) - n * 3_600_000).toISOString(),
  likeCount: n % 5,
  replyCount: 0,
  ...overrides,
});

const firstFew: VideoComment[] = [
  comment(0, {
    author: '@mayaedits',
    text: 'My entry: the desert road grade, hands down the best one!',
  }),
  comment(1, {
    author: '@kenjicodes7',
    text: "Quick question: what settings did you use for the export?\nI've watched this three times & still learn something new",
  }),
  comment(2, { author: '@luciavlogs', text: 'The part at 2:14 is pure gold' }),
];

/** The giveaway video's newest 1,000 comments (it has more). */
export const thousandComments: VideoComments = {
  videoId: 'JVgiveAway8',
  comments: [...firstFew, ...Array.from({ length: 997 }, (_, i) => comment(i + 3))],
  more: true,
};

/** A video with two comments. */
export const twoComments: VideoComments = {
  videoId: 'dQw4w9WgXcQ',
  comments: firstFew.slice(0, 2),
  more: false,
};

/** A video nobody has commented on. */
export const noComments: VideoComments = { videoId: 'FreshNoCmt0', comments: [], more: false };
