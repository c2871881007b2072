import type { VideoComment, VideoComments } from '@/domain/tool-kit/videoComments';
import { fixtureImage } from '@/test/fixtureImages';

/** "Now" for every picker story: relative times stay the same on every run. */
export const PICKER_NOW = Date.parse('2026-11-20T12:00:00Z');

const names = ['@mayaedits', '@cutbycut', '@framejunkie', '@lumalee', '@renderqueen', '@jumpcut'];

/** A comment of the giveaway: a fan per index, posted `hours` before PICKER_NOW. */
export function pickerComment(n: number, hours = n + 3, text = 'Count me in!'): VideoComment {
  return {
    id: `Ugx${String(n).padStart(4, '0')}`,
    author: names[n % names.length] ?? '@fan',
    authorChannelId: `UCfan${String(n).padStart(4, '0')}`,
    authorAvatarUrl: fixtureImage(n, { width: 88, height: 88 }),
    text,
    publishedAt: new Date(PICKER_NOW - hours * 3_600_000).toISOString(),
    likeCount: 0,
    replyCount: 0,
  };
}

/** The winner the stories show: a long comment that looks like HTML, shown as text. */
export const winnerComment: VideoComment = {
  ...pickerComment(3, 50),
  text: 'Love your editing tutorials! <b>Pick me</b> please — I would use the plugin pack on my travel vlog.',
};

/** A giveaway of 12 comments (the names repeat: every commenter has two). */
export const giveawayComments: VideoComments = {
  videoId: 'JVgiveAway8',
  comments: Array.from({ length: 12 }, (_, n) => (n === 3 ? winnerComment : pickerComment(n))),
  more: false,
};
