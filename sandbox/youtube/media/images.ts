/** Generated SVG thumbnails, avatars and banners. */
import type { ChannelRecord, VideoRecord } from '../dataset/types.ts';
import { escapeHtml } from '../resources/html.ts';
import { isoDuration } from '../resources/duration.ts';
import { colorsFor } from './palette.ts';

function frame(width: number, height: number, id: string, content: string): string {
  const [from, to] = colorsFor(id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${content}
</svg>`;
}

function clock(seconds: number): string {
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const [hours = 0, ...rest] = parts;
  return [...(hours ? [hours] : []), ...rest]
    .map((part, i) => (i === 0 ? String(part) : String(part).padStart(2, '0')))
    .join(':');
}

export function videoThumbnailSvg(video: VideoRecord, width: number, height: number): string {
  const size = Math.max(8, Math.round(width / 18));
  const title = escapeHtml(video.title.length > 48 ? `${video.title.slice(0, 47)}…` : video.title);
  return frame(
    width,
    height,
    video.id,
    `<text x="${width / 2}" y="${height / 2}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${title}</text>
<rect x="${width - size * 4.2}" y="${height - size * 2}" width="${size * 3.8}" height="${size * 1.5}" rx="3" fill="rgba(0,0,0,.8)"/>
<text x="${width - size * 2.3}" y="${height - size * 0.9}" font-family="sans-serif" font-size="${size}" fill="#fff" text-anchor="middle" data-duration="${isoDuration(video.durationSeconds)}">${clock(video.durationSeconds)}</text>`,
  );
}

function initials(name: string): string {
  const letters = name
    .replace(/^@/, '')
    .split(/[\s_.-]+/)
    .map((word) => word.charAt(0).toUpperCase());
  return escapeHtml(letters.slice(0, 2).join('') || '?');
}

/** A round avatar; `name` is the channel title, or the id for commenters without a record. */
export function avatarSvg(id: string, name: string, size: number): string {
  const [from] = colorsFor(id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<circle cx="50" cy="50" r="50" fill="${from}"/>
<text x="50" y="63" font-family="sans-serif" font-size="38" font-weight="700" fill="#fff" text-anchor="middle">${initials(name)}</text>
</svg>`;
}

export function bannerSvg(channel: ChannelRecord): string {
  return frame(
    2048,
    1152,
    channel.id,
    `<text x="1024" y="600" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(channel.title)}</text>`,
  );
}
