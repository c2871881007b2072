import { describe, expect, it } from 'vitest';
import {
  CHOOSE_CATEGORY_MESSAGE,
  EARNINGS_CATEGORIES,
  EARNINGS_CATEGORY_RATES,
  EARNINGS_LENGTH_SLIDER,
  EARNINGS_VIEWS_SLIDER,
  earningsLengthMultiplier,
  earningsRange,
  earningsResultText,
  estimateEarnings,
  isEarningsCategory,
  snapViews,
  viewsSliderStep,
} from './earnings';

describe('sliders', () => {
  it('length: 1-60 minutes, default 10', () => {
    expect(EARNINGS_LENGTH_SLIDER).toEqual({ min: 1, max: 60, default: 10, step: 1 });
  });

  it('views: 1,000-5,000,000, default 10,000, step 1,000 or 50,000 from 100,000', () => {
    expect(EARNINGS_VIEWS_SLIDER).toEqual({
      min: 1_000,
      max: 5_000_000,
      default: 10_000,
      step: 1_000,
      coarseStep: 50_000,
      coarseFrom: 100_000,
    });
  });

  it.each([
    [1_000, 1_000],
    [99_000, 1_000],
    [99_999, 1_000],
    [100_000, 50_000],
    [150_000, 50_000],
    [5_000_000, 50_000],
  ])('at %i views the step is %i', (views, step) => {
    expect(viewsSliderStep(views)).toBe(step);
  });

  it.each([
    [0, 1_000],
    [1_000, 1_000],
    [1_499, 1_000],
    [1_500, 2_000],
    [10_000, 10_000],
    [99_400, 99_000],
    [99_600, 100_000],
    [100_000, 100_000],
    [124_999, 100_000],
    [125_000, 150_000],
    [4_990_000, 5_000_000],
    [6_000_000, 5_000_000],
    [Number.NaN, 10_000],
  ])('snaps %d to %i', (value, snapped) => {
    expect(snapViews(value)).toBe(snapped);
  });
});

describe('categories', () => {
  it('has the 15 documented rates', () => {
    expect(EARNINGS_CATEGORY_RATES).toEqual({
      autos: 3,
      comedy: 4,
      education: 10,
      entertainment: 3,
      film: 5,
      gaming: 5,
      howto: 6,
      music: 4,
      news: 8,
      nonprofits: 2,
      people: 2,
      pets: 3,
      science: 8,
      sports: 4,
      travel: 5,
    });
  });

  it("labels the options with YouTube's category names, in the documented order", () => {
    expect(EARNINGS_CATEGORIES.map(({ value, label }) => `${value}: ${label}`)).toEqual([
      'autos: Autos & Vehicles',
      'comedy: Comedy',
      'education: Education',
      'entertainment: Entertainment',
      'film: Film & Animation',
      'gaming: Gaming',
      'howto: Howto & Style',
      'music: Music',
      'news: News & Politics',
      'nonprofits: Nonprofits & Activism',
      'people: People & Blogs',
      'pets: Pets & Animals',
      'science: Science & Technology',
      'sports: Sports',
      'travel: Travel & Events',
    ]);
  });

  it('recognises only its own keys', () => {
    expect(isEarningsCategory('howto')).toBe(true);
    expect(isEarningsCategory('Howto')).toBe(false);
    expect(isEarningsCategory('toString')).toBe(false);
    expect(isEarningsCategory(null)).toBe(false);
  });
});

describe('earningsLengthMultiplier', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 0],
    [4, 0.2],
    [7, 0.8],
    [8, 1],
    [9, 1.05],
    [10, 1.1],
    [20, 1.6],
    [60, 3.6],
  ])('%i minutes give %d', (minutes, multiplier) => {
    expect(earningsLengthMultiplier(minutes)).toBe(multiplier);
  });
});

describe('estimateEarnings', () => {
  it('is views / 1000 × rate × multiplier', () => {
    expect(estimateEarnings({ lengthMinutes: 10, views: 10_000, category: 'education' })).toBe(110);
    expect(estimateEarnings({ lengthMinutes: 7, views: 50_000, category: 'news' })).toBe(320);
    expect(estimateEarnings({ lengthMinutes: 60, views: 5_000_000, category: 'education' })).toBe(
      180_000,
    );
    expect(estimateEarnings({ lengthMinutes: 1, views: 5_000_000, category: 'science' })).toBe(0);
  });
});

describe('earningsRange', () => {
  it('is 30% and 50% of the estimate, to the cent', () => {
    expect(earningsRange({ lengthMinutes: 10, views: 10_000, category: 'education' })).toEqual({
      low: 33,
      high: 55,
    });
  });

  it('rounds half a cent up', () => {
    // 1,000 views × 5 × 1.05 = 5.25: 30% is 1.575, 50% is 2.625.
    expect(earningsRange({ lengthMinutes: 9, views: 1_000, category: 'film' })).toEqual({
      low: 1.58,
      high: 2.63,
    });
  });
});

describe('earningsResultText', () => {
  it.each([
    [10, 10_000, 'education', '$33.00 - $55.00'],
    [8, 1_000, 'people', '$0.60 - $1.00'],
    [7, 50_000, 'news', '$96.00 - $160.00'],
    [9, 1_000, 'film', '$1.58 - $2.63'],
    [4, 100_000, 'gaming', '$30.00 - $50.00'],
    [60, 5_000_000, 'education', '$54,000.00 - $90,000.00'],
    [1, 5_000_000, 'science', '$0.00 - $0.00'],
    [2, 1_000, 'autos', '$0.00 - $0.00'],
  ])('%i min, %i views, %s: %s', (lengthMinutes, views, category, text) => {
    expect(earningsResultText({ lengthMinutes, views, category })).toBe(text);
  });

  it.each([[null], [''], ['Education'], ['constructor']])(
    'asks to choose a category for %j',
    (category) => {
      expect(earningsResultText({ lengthMinutes: 10, views: 10_000, category })).toBe(
        'Please choose a category',
      );
      expect(CHOOSE_CATEGORY_MESSAGE).toBe('Please choose a category');
    },
  );
});
