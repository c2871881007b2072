import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  clampMinutes,
  youtubeCalculatorMachine,
  type YoutubeCalculatorEvent,
} from './youtubeCalculatorMachine';

function start(...events: YoutubeCalculatorEvent[]) {
  const actor = createActor(youtubeCalculatorMachine).start();
  for (const event of events) actor.send(event);
  const seen = () => {
    const snapshot = actor.getSnapshot();
    const { result, error } = snapshot.context;
    return { result, error, stale: snapshot.hasTag('stale') };
  };
  return { actor, seen, context: () => actor.getSnapshot().context };
}

const calculate = { type: 'earnings.calculate' } as const;
const education = { type: 'category.choose', category: 'education' } as const;
const length = (minutes: number) => ({ type: 'length.set', minutes }) as const;
const views = (count: number) => ({ type: 'views.set', views: count }) as const;

describe('clampMinutes', () => {
  it.each([
    [10, 10],
    [1, 1],
    [60, 60],
    [0, 1],
    [-5, 1],
    [61, 60],
    [7.4, 7],
    [7.5, 8],
    [Number.NaN, 10],
    [Number.POSITIVE_INFINITY, 10],
  ])('%d → %i', (minutes, clamped) => {
    expect(clampMinutes(minutes)).toBe(clamped);
  });
});

describe('earnings calculator machine', () => {
  it('starts at 10 minutes, 10,000 views, no category, no result and no error', () => {
    const { context, seen } = start();
    expect(context()).toEqual({
      minutes: 10,
      views: 10_000,
      category: null,
      result: null,
      note: null,
      error: null,
    });
    expect(seen().stale).toBe(false);
  });

  describe('inputs', () => {
    it('keeps the chosen length, in whole minutes within 1-60', () => {
      const { actor, context } = start(length(25));
      expect(context().minutes).toBe(25);
      actor.send(length(0));
      expect(context().minutes).toBe(1);
      actor.send(length(99));
      expect(context().minutes).toBe(60);
      actor.send(length(12.6));
      expect(context().minutes).toBe(13);
    });

    it("snaps views with the domain's step rule", () => {
      const { actor, context } = start(views(42_400));
      expect(context().views).toBe(42_000);
      actor.send(views(99_600));
      expect(context().views).toBe(100_000);
      actor.send(views(124_999));
      expect(context().views).toBe(100_000);
      actor.send(views(125_000));
      expect(context().views).toBe(150_000);
      actor.send(views(10_000_000));
      expect(context().views).toBe(5_000_000);
      actor.send(views(0));
      expect(context().views).toBe(1_000);
    });

    it('keeps the chosen category', () => {
      const { actor, context } = start(education);
      expect(context().category).toBe('education');
      actor.send({ type: 'category.choose', category: 'news' });
      expect(context().category).toBe('news');
    });

    it('does not calculate on its own', () => {
      const { seen } = start(education, length(30), views(200_000));
      expect(seen()).toEqual({ result: null, error: null, stale: false });
    });
  });

  describe('calculate', () => {
    it('asks to choose a category when none is chosen, and shows no figure', () => {
      const { seen } = start(calculate);
      expect(seen()).toEqual({ result: null, error: 'Please choose a category', stale: false });
    });

    it('keeps asking while the sliders move without a category', () => {
      const { actor, seen, context } = start(calculate, length(20), views(50_000));
      expect(seen().error).toBe('Please choose a category');
      expect(context()).toMatchObject({ minutes: 20, views: 50_000 });
      actor.send(calculate);
      expect(seen()).toEqual({ result: null, error: 'Please choose a category', stale: false });
    });

    it('drops the message once a category is chosen', () => {
      const { seen } = start(calculate, education);
      expect(seen()).toEqual({ result: null, error: null, stale: false });
    });

    it('shows $33.00 - $55.00 for the defaults and Education', () => {
      const { seen } = start(education, calculate);
      expect(seen()).toEqual({ result: '$33.00 - $55.00', error: null, stale: false });
    });

    it('says why a video of 3 minutes or less earns $0, and nothing more from 4 minutes', () => {
      const { actor, seen, context } = start(length(3), education, calculate);
      expect(seen().result).toBe('$0.00 - $0.00');
      expect(context().note).toBe(
        'A video of 3 minutes or less earns $0 here: the estimate drops by 20% for each minute under 8.',
      );
      actor.send(length(4));
      actor.send(calculate);
      expect(seen().result).toBe('$6.00 - $10.00');
      expect(context().note).toBeNull();
    });

    it('calculates what the sliders and the category say', () => {
      const news = { type: 'category.choose', category: 'news' } as const;
      // 50,000 / 1000 × 8 × 0.8 = 320: 30% and 50% of it.
      const { seen } = start(length(7), views(50_000), news, calculate);
      expect(seen()).toEqual({ result: '$96.00 - $160.00', error: null, stale: false });
    });

    it('shows the largest figure at 60 minutes and 5,000,000 views', () => {
      const { seen } = start(length(60), views(5_000_000), education, calculate);
      expect(seen().result).toBe('$54,000.00 - $90,000.00');
    });

    it('recalculates when pressed again with nothing changed', () => {
      const { actor, seen } = start(education, calculate);
      actor.send(calculate);
      expect(seen()).toEqual({ result: '$33.00 - $55.00', error: null, stale: false });
    });
  });

  describe('after a result', () => {
    it.each<[string, YoutubeCalculatorEvent]>([
      ['the length', length(20)],
      ['the views', views(20_000)],
      ['the category', { type: 'category.choose', category: 'gaming' }],
    ])('changing %s keeps the old figure, marked stale', (_, change) => {
      const { actor, seen } = start(education, calculate);
      actor.send(change);
      expect(seen()).toEqual({ result: '$33.00 - $55.00', error: null, stale: true });
    });

    it('stays stale through further changes, then shows the new figure on calculate', () => {
      const { actor, seen, context } = start(education, calculate, length(20), views(100_000));
      expect(seen().stale).toBe(true);
      actor.send({ type: 'category.choose', category: 'people' });
      expect(seen()).toEqual({ result: '$33.00 - $55.00', error: null, stale: true });
      expect(context()).toMatchObject({ minutes: 20, views: 100_000, category: 'people' });
      actor.send(calculate);
      // 100,000 / 1000 × 2 × 1.6 = 320.
      expect(seen()).toEqual({ result: '$96.00 - $160.00', error: null, stale: false });
    });

    it.each<[string, YoutubeCalculatorEvent]>([
      ['the same length', length(10)],
      ['a length that clamps to the same value', length(10.2)],
      ['views that snap to the same value', views(10_400)],
      ['the same category', education],
    ])('setting %s keeps the figure current', (_, change) => {
      const { actor, seen } = start(education, calculate);
      actor.send(change);
      expect(seen()).toEqual({ result: '$33.00 - $55.00', error: null, stale: false });
    });

    it('a slider pushed against its end keeps a result at that end current', () => {
      const { actor, seen } = start(length(60), education, calculate);
      actor.send(length(61));
      expect(seen().stale).toBe(false);
    });
  });
});
