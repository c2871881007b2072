/** One channel's uploads: fixed ones (the owner's) plus generated ones, newest first. */
import type { ChannelSpec } from './channelSpecs.ts';
import {
  commentHeavyThreadCount,
  commentHeavyVideoId,
  commentsDisabledVideoId,
  demoReelVideoId,
} from './fixedContent.ts';
import type { FixedVideo } from './fixedContent.ts';
import type { Random } from '../../shared/random.ts';
import { videoDescription, videoTags, videoTitle } from './text.ts';
import { themes } from './themes.ts';
import { dayMs, hourMs, isoAt } from './time.ts';
import type { VideoRecord } from './types.ts';

/** The restricted last character of a real video id (64 bits of payload). */
const videoIdLastChars = 'AEIMQUYcgkosw048';

export interface UploadsInput {
  random: Random;
  spec: ChannelSpec;
  channelId: string;
  fixed: readonly FixedVideo[];
  referenceTime: number;
}

function duration(random: Random, isShort: boolean): number {
  if (isShort) return random.int(9, 60);
  return random.chance(0.06) ? random.int(3_700, 10_800) : random.int(120, 2_400);
}

function statistics(random: Random, spec: ChannelSpec, isOutlier: boolean) {
  const [low, high] = spec.reach;
  const base = spec.subscriberCount * (isOutlier ? random.int(20, 250) : 1);
  const viewCount = Math.max(
    12,
    Math.round(base * (isOutlier ? 1 : random.logUniform(low * 1000, high * 1000) / 1000)),
  );
  const likeCount = Math.round((viewCount * random.logUniform(5, 60)) / 1000);
  const commentCount = Math.round((viewCount * random.logUniform(2, 40)) / 10_000);
  return { viewCount, likeCount, commentCount };
}

function uploadTimes(
  random: Random,
  spec: ChannelSpec,
  count: number,
  referenceTime: number,
): number[] {
  let at = referenceTime - random.int(1, 48) * hourMs;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    times.push(at);
    at -= Math.max(
      hourMs,
      spec.cadenceDays * dayMs * (0.5 + random.next()) + random.int(0, 23) * hourMs,
    );
  }
  return times;
}

export function generateUploads(input: UploadsInput): VideoRecord[] {
  const { random, spec, channelId, fixed, referenceTime } = input;
  const theme = themes[spec.theme];
  const count = fixed.length + spec.uploads;
  const times = uploadTimes(random, spec, count, referenceTime);
  // A few outliers (views far above subscribers) on the smaller channels, for the outlier finder.
  const outliers = new Set(
    spec.subscriberCount < 1_000_000 ? random.sample([...times.keys()], 3) : [],
  );
  return times.map((time, index) => {
    const pinned = fixed[index];
    const isShort = pinned ? pinned.durationSeconds <= 60 : random.chance(0.25);
    const durationSeconds = pinned?.durationSeconds ?? duration(random, isShort);
    const title = pinned?.title ?? videoTitle(random, theme, isShort);
    const id = pinned?.id ?? random.id(11, videoIdLastChars);
    const stats = statistics(random, spec, outliers.has(index));
    const primary = theme.categoryIds[0] ?? '22';
    const video: VideoRecord = {
      id,
      channelId,
      title,
      description: videoDescription(random, theme, title, spec.handle, durationSeconds),
      tags: videoTags(random, theme, title),
      categoryId: random.chance(0.8) ? primary : random.pick(theme.categoryIds),
      publishedAt: isoAt(time),
      durationSeconds,
      definition: random.chance(0.8) ? 'hd' : 'sd',
      caption: random.chance(0.55),
      viewCount: stats.viewCount,
      likeCount: random.chance(0.03) ? undefined : stats.likeCount,
      commentCount: stats.commentCount,
      embeddable: random.chance(0.92),
      license: random.chance(0.1) ? 'creativeCommon' : 'youtube',
      defaultLanguage: random.chance(0.7) ? 'en' : undefined,
      topicCategories: theme.topicCategories,
    };
    return adjustSpecialVideo(video);
  });
}

function adjustSpecialVideo(video: VideoRecord): VideoRecord {
  if (video.id === commentHeavyVideoId) {
    return {
      ...video,
      definition: 'hd',
      caption: true,
      commentCount: commentHeavyThreadCount + 412,
    };
  }
  if (video.id === demoReelVideoId)
    return { ...video, definition: 'hd', caption: true, embeddable: true };
  return video;
}

/** Turns one generated upload into the comments-disabled one (its commentCount disappears). */
export function withCommentsDisabled(video: VideoRecord): VideoRecord {
  const disabled: VideoRecord = {
    ...video,
    id: commentsDisabledVideoId,
    title: 'Why I turned comments off on this one',
  };
  delete disabled.commentCount;
  return disabled;
}
