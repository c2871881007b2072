/**
 * The channel's figures as the prompts state them: one block of plain lines every mode starts
 * from. Counts are written in full ('86,400', never '86K'), so the AI reads the real numbers.
 *
 * Decisions: a hidden subscriber count reads 'subscriber count hidden'; a channel without
 * videos reads 'no uploads yet' for its average and its uploads; missing keywords and topics
 * read 'none set'. Each upload is listed with its publish date (YYYY-MM-DD, UTC) and views.
 */
import { averageViews, type ConsultantChannel, type ConsultantUpload } from './consultant';
import { formatCount } from '@/domain/format/count';

export const NO_UPLOADS = 'no uploads yet';
export const HIDDEN_SUBSCRIBERS = 'subscriber count hidden';
const NONE_SET = 'none set';

const plural = (value: number, one: string, many: string) =>
  `${formatCount(value)} ${value === 1 ? one : many}`;

function uploadLine(upload: ConsultantUpload, index: number): string {
  const date = upload.publishedAt?.slice(0, 10);
  const views = upload.views === null ? 'views unknown' : plural(upload.views, 'view', 'views');
  return `${index + 1}. "${upload.title}"${date ? ` (${date})` : ''}: ${views}`;
}

function uploadLines(channel: ConsultantChannel): string[] {
  if (channel.latestUploads.length > 0) {
    return [
      `Latest uploads (newest first):`,
      ...channel.latestUploads.map((upload, index) => uploadLine(upload, index)),
    ];
  }
  return [`Latest uploads: ${channel.videos === 0 ? NO_UPLOADS : 'not available'}`];
}

/** The channel's figures, one per line. */
export function channelProfile(channel: ConsultantChannel): string {
  const average = averageViews(channel.views, channel.videos);
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : NONE_SET);
  return [
    `Channel: ${channel.title}${channel.handle ? ` (${channel.handle})` : ''}`,
    `Subscribers: ${channel.subscribers === null ? HIDDEN_SUBSCRIBERS : formatCount(channel.subscribers)}`,
    `Total views: ${formatCount(channel.views)}`,
    `Videos: ${formatCount(channel.videos)}`,
    `Average views per video: ${average === null ? NO_UPLOADS : formatCount(average)}`,
    `Category: ${list(channel.topics)}`,
    `Keywords: ${list(channel.keywords)}`,
    ...uploadLines(channel),
  ].join('\n');
}
