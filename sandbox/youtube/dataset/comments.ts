/**
 * A video's comment threads, generated on demand from the seed and the video id (so a video
 * with 1,650 threads costs nothing until someone reads them). Newest first.
 */
import { commentHeavyThreadCount, commentHeavyVideoId } from './fixedContent.ts';
import { createRandom, deriveSeed } from '../../shared/random.ts';
import type { Random } from '../../shared/random.ts';
import { hourMs, isoAt } from './time.ts';
import type { CommentRecord, CommentThreadRecord, VideoRecord } from './types.ts';

/** Ordinary videos get at most this many threads, whatever their commentCount says. */
const threadCap = 300;
const repliesShown = 5;

const names = [
  'alex',
  'sam',
  'priya',
  'kenji',
  'lucia',
  'omar',
  'maya',
  'theo',
  'zoe',
  'ivan',
  'nia',
  'leo',
  'ana',
  'finn',
  'rosa',
  'jin',
];
const suffixes = ['films', 'edits', 'creates', 'plays', 'codes', 'vlogs', 'tv', 'studio', ''];

const lines = [
  'This is exactly what I needed today',
  "I've watched this three times & still learn something new",
  'The part at 2:14 is pure gold',
  'Can you do a follow-up on this?',
  'Who else is watching this in 2026?',
  'Underrated channel, seriously',
  'My entry: the desert road grade, hands down the best one!',
  'I tried this and it worked <3',
  'Link to the project file please? https://example.com/ask',
  'First time here and already subscribed',
  'Quick question: what settings did you use for the export?',
  'This deserves way more views',
  "Not gonna lie, I didn't expect that ending",
  'Been following since 10K subs, so proud of you',
];

function author(random: Random): { handle: string; channelId: string } {
  const handle = `${random.pick(names)}${random.pick(suffixes)}${random.chance(0.6) ? random.int(1, 9999) : ''}`;
  return { handle, channelId: `UC${random.id(22, 'AQgw')}` };
}

function text(random: Random): string {
  const first = random.pick(lines);
  return random.chance(0.15) ? `${first}\n${random.pick(lines)}` : first;
}

function threadCount(video: VideoRecord): number {
  if (video.id === commentHeavyVideoId) return commentHeavyThreadCount;
  return Math.min(video.commentCount ?? 0, threadCap);
}

export function generateThreads(
  seed: number,
  video: VideoRecord,
  referenceTime: number,
): CommentThreadRecord[] {
  const random = createRandom(deriveSeed(seed, `comments:${video.id}`));
  const count = threadCount(video);
  const start = Date.parse(video.publishedAt);
  const span = Math.max(hourMs, referenceTime - start);
  const times = Array.from({ length: count }, () => start + Math.floor(random.next() * span));
  times.sort((a, b) => b - a);
  return times.map((time) => {
    const id = `Ugx${random.id(17)}AaABAg`;
    const comment = makeComment(random, video, id, time, referenceTime);
    const totalReplyCount = random.chance(0.2) ? random.int(1, 40) : 0;
    const replies = Array.from({ length: Math.min(totalReplyCount, repliesShown) }, () => ({
      ...makeComment(
        random,
        video,
        `${id}.${random.id(22)}`,
        time + random.int(1, 48) * hourMs,
        referenceTime,
      ),
      parentId: id,
    }));
    return { comment, totalReplyCount, replies };
  });
}

function makeComment(
  random: Random,
  video: VideoRecord,
  id: string,
  time: number,
  referenceTime: number,
): CommentRecord {
  const who = author(random);
  const publishedAt = isoAt(Math.min(time, referenceTime));
  return {
    id,
    videoId: video.id,
    channelId: video.channelId,
    authorHandle: who.handle,
    authorChannelId: who.channelId,
    text: text(random),
    likeCount: random.chance(0.5) ? 0 : random.logUniform(1, 20_000),
    publishedAt,
    updatedAt: random.chance(0.05) ? isoAt(Math.min(time + hourMs, referenceTime)) : publishedAt,
  };
}
