/** Titles, descriptions and tags built from a channel's theme. */
import type { Random } from '../../shared/random.ts';
import type { Theme } from './themes.ts';

const longTitles = [
  '{S} explained in {n} minutes',
  'I tried {s} for {n} days',
  'The ultimate {s} guide ({year})',
  "Don't make these {n} {s} mistakes",
  'Why {s} matters more than you think',
  '{S}: beginner to pro',
  'Watch this before you try {s}',
  'We tested {n} {s} hacks & tricks',
  '{S} tier list',
  'My {s} workflow, start to finish',
  'The truth about {s}',
  '{n} things nobody tells you about {s}',
];

const shortTitles = [
  '{S} in 30 seconds #shorts',
  'This {s} trick is insane #shorts',
  'POV: your first time with {s} #shorts',
  '{s} hack you need #shorts',
];

const links = [
  'Gear I use: https://kit.example.com/{handle}',
  'Instagram: https://instagram.com/{handle}',
  'Newsletter: https://{handle}.example.com/newsletter',
  'Support the channel: https://patreon.com/{handle}',
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function fill(template: string, random: Random, subject: string, handle: string): string {
  return template
    .replaceAll('{S}', capitalise(subject))
    .replaceAll('{s}', subject)
    .replaceAll('{n}', String(random.pick([3, 5, 7, 10, 12, 30, 100])))
    .replaceAll('{year}', String(random.pick([2024, 2025, 2026])))
    .replaceAll('{handle}', handle);
}

export function videoTitle(random: Random, theme: Theme, isShort: boolean): string {
  const subject = random.pick(theme.subjects);
  return fill(random.pick(isShort ? shortTitles : longTitles), random, subject, '');
}

function timestamps(random: Random, durationSeconds: number): string {
  const marks = ['Intro', 'The setup', 'Main part', 'Results', 'Wrap-up'];
  const step = Math.floor(durationSeconds / marks.length);
  return marks
    .map((mark, i) => {
      const at = i * step + (i === 0 ? 0 : random.int(0, 20));
      return `${Math.floor(at / 60)}:${String(at % 60).padStart(2, '0')} ${mark}`;
    })
    .join('\n');
}

/** Short or long, with or without links and chapters, so the checklist sees every case. */
export function videoDescription(
  random: Random,
  theme: Theme,
  title: string,
  handle: string,
  durationSeconds: number,
): string {
  const paragraphs = [`${title}.`, random.sample(theme.sentences, random.int(1, 3)).join(' ')];
  if (random.chance(0.4)) paragraphs.push(timestamps(random, durationSeconds));
  if (random.chance(0.6)) {
    paragraphs.push(
      random
        .sample(links, random.int(1, 3))
        .map((link) => fill(link, random, '', handle))
        .join('\n'),
    );
  }
  if (random.chance(0.3))
    paragraphs.push(`#${handle} #${random.pick(theme.tags).replaceAll(' ', '')}`);
  return random.chance(0.1) ? '' : paragraphs.join('\n\n');
}

/** `undefined` (no tags) for about a quarter of videos; otherwise 3 to 25, some multi-word. */
export function videoTags(random: Random, theme: Theme, title: string): string[] | undefined {
  if (random.chance(0.25)) return undefined;
  const subject = theme.subjects.find((s) => title.toLowerCase().includes(s.toLowerCase()));
  const pool = [...theme.tags, ...theme.subjects.map((s) => s.toLowerCase())];
  const extra = ['how to', 'tips and tricks', 'for beginners', `${theme.tags[0] ?? 'video'} guide`];
  const tags = random.sample([...new Set([...pool, ...extra])], random.int(3, 25));
  return subject
    ? [subject.toLowerCase(), ...tags.filter((tag) => tag !== subject.toLowerCase())]
    : tags;
}
