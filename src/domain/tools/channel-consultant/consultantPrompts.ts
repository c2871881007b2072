/**
 * The consultant's prompts (docs/product.md, channel-consultant): one builder per mode, each a pure
 * function of the channel's figures (and, for trendjack, today's date), so switching modes rebuilds
 * the prompt without fetching anything. The numbers come from `CONSULTANT_PROMPT`.
 */
import { CONSULTANT_PROMPT as N, type ConsultantChannel, type ConsultantMode } from './consultant';
import { addMonths, formatLongDay, type CalendarDay } from './consultantDates';
import { channelProfile } from './consultantProfile';
import { formatCount } from '@/domain/format/count';

const words = formatCount(N.scriptWords);

/** The role the AI takes, then the channel's figures. */
function intro(role: string, channel: ConsultantChannel): string {
  return [
    `You are ${role}. Here are the real figures of the YouTube channel "${channel.title}":`,
    '',
    channelProfile(channel),
  ].join('\n');
}

const prompt = (...blocks: string[]) => blocks.join('\n\n');

/** SEO: 5 titles of at most 40 characters and 15–20 tags. */
export function seoPrompt(channel: ConsultantChannel): string {
  return prompt(
    intro('a YouTube SEO expert', channel),
    [
      "Using this channel's niche, its keywords and what its latest uploads show, make its next video easy to find in YouTube search and suggested videos:",
      `1. Write exactly ${N.titles} title options for the next video. Each title must be at most ${N.titleMaxCharacters} characters long, spaces included; show each title's character count.`,
      `2. Write ${N.minTags}–${N.maxTags} tags for that video (at least ${N.minTags}, at most ${N.maxTags}) as one comma-separated list, mixing broad and specific search terms.`,
      '3. In 2–3 sentences, explain which searches these titles and tags target and why they suit this audience.',
    ].join('\n'),
  );
}

/** Ideation: 10 ideas. */
export function ideationPrompt(channel: ConsultantChannel): string {
  return prompt(
    intro('a YouTube content strategist', channel),
    [
      `Suggest exactly ${N.ideas} new video ideas for this channel, based on its niche, its keywords and which of its latest uploads got the most views. For each idea give:`,
      '- a working title,',
      '- a one-sentence hook for the first 10 seconds,',
      '- why it should perform well with this audience.',
      `Number the ideas 1 to ${N.ideas}, and do not repeat topics the channel has already covered.`,
    ].join('\n'),
  );
}

/** Script: about 5000 words. */
export function scriptPrompt(channel: ConsultantChannel): string {
  return prompt(
    intro('a professional YouTube scriptwriter', channel),
    [
      `Write a complete script of about ${words} words for this channel's next video. First choose a topic that fits the channel and builds on its best-performing latest uploads, and give the video's title. Then write the script with:`,
      '- a hook in the first 30 seconds that makes viewers stay,',
      '- clear sections with headings,',
      '- on-screen text and B-roll suggestions in [brackets],',
      '- a natural call to subscribe, and an ending that leads into another video.',
      `Match the channel's tone and keep the whole script at about ${words} words.`,
    ].join('\n'),
  );
}

/** Trendjack: 5–6 events within the next 2 months, counted from `today`. */
export function trendjackPrompt(channel: ConsultantChannel, today: CalendarDay): string {
  const end = addMonths(today, N.eventWindowMonths);
  return prompt(
    intro('a YouTube trend strategist', channel),
    [
      `Today is ${formatLongDay(today)} (${today}). Find ${N.minEvents}–${N.maxEvents} upcoming events, holidays, launches, seasons or cultural moments between today and ${formatLongDay(end)} (${end}), the next ${N.eventWindowMonths} months, that this channel's audience will care about. For each event give:`,
      '- its date,',
      '- what it is and why it matters to this audience,',
      '- a video idea with a title that rides the trend,',
      '- the day to publish, so the video is out before interest peaks.',
      `List the events in date order, and include only events within these ${N.eventWindowMonths} months.`,
    ].join('\n'),
  );
}

/** The prompt of `mode` for `channel`, as of `today` (the visitor's date). */
export function consultantPrompt(
  channel: ConsultantChannel,
  mode: ConsultantMode,
  today: CalendarDay,
): string {
  switch (mode) {
    case 'seo':
      return seoPrompt(channel);
    case 'ideation':
      return ideationPrompt(channel);
    case 'script':
      return scriptPrompt(channel);
    case 'trendjack':
      return trendjackPrompt(channel, today);
  }
}
