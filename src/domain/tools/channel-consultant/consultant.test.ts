import { describe, expect, it } from 'vitest';
import {
  averageViews,
  CONSULTANT_MODES,
  CONSULTANT_PROMPT,
  consultantModeOption,
  isConsultantMode,
} from './consultant';

describe('the consultant modes (docs/product.md, channel-consultant)', () => {
  it('are SEO, Ideation, Script and Trendjack, in that order', () => {
    expect(CONSULTANT_MODES.map((mode) => mode.label)).toEqual([
      'SEO',
      'Ideation',
      'Script',
      'Trendjack',
    ]);
  });

  it('carry the documented numbers', () => {
    expect(CONSULTANT_PROMPT).toEqual({
      titles: 5,
      titleMaxCharacters: 40,
      minTags: 15,
      maxTags: 20,
      ideas: 10,
      scriptWords: 5000,
      minEvents: 5,
      maxEvents: 6,
      eventWindowMonths: 2,
    });
    expect(consultantModeOption('seo').description).toBe(
      '5 titles of at most 40 characters and 15–20 tags for the next video.',
    );
    expect(consultantModeOption('ideation').description).toMatch(/^10 video ideas/);
    expect(consultantModeOption('script').description).toContain('about 5,000 words');
    expect(consultantModeOption('trendjack').description).toBe(
      '5–6 upcoming events in the next 2 months to make timely videos about.',
    );
  });

  it('tells a mode from other text', () => {
    expect(isConsultantMode('trendjack')).toBe(true);
    expect(isConsultantMode('Trendjack')).toBe(false);
  });
});

describe('averageViews', () => {
  it('is views over videos, rounded', () => {
    expect(averageViews(1000, 3)).toBe(333);
    expect(averageViews(2000, 3)).toBe(667);
  });

  it('is null for a channel without videos', () => {
    expect(averageViews(0, 0)).toBeNull();
  });
});
