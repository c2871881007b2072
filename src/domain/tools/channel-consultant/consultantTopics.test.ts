import { describe, expect, it } from 'vitest';
import { topicName, topicNames } from './consultantTopics';

const wiki = (page: string) => `https://en.wikipedia.org/wiki/${page}`;

describe('topicName', () => {
  it.each([
    [wiki('Video_game_culture'), 'Video game culture'],
    [wiki('Film'), 'Film'],
    [wiki('Hip_hop_music'), 'Hip hop music'],
    [wiki('Role-playing_video_game'), 'Role-playing video game'],
    [wiki('Lifestyle_(sociology)'), 'Lifestyle'],
    [wiki('Pok%C3%A9mon'), 'Pokémon'],
    ['http://en.wikipedia.org/wiki/Music', 'Music'],
    ['https://de.wikipedia.org/wiki/Musik', 'Musik'],
  ])('%s is %j', (url, name) => {
    expect(topicName(url)).toBe(name);
  });

  it.each(['', 'Music', 'https://example.com/wiki/Music', wiki('%E0%A4%A'), wiki('_(x)')])(
    'skips %j',
    (url) => {
      expect(topicName(url)).toBeNull();
    },
  );
});

describe('topicNames', () => {
  it('keeps the order and drops duplicates and junk', () => {
    expect(
      topicNames([
        wiki('Video_game_culture'),
        'junk',
        wiki('Action_game'),
        wiki('video_game_culture'),
      ]),
    ).toEqual(['Video game culture', 'Action game']);
  });

  it('is empty for a channel without topics', () => {
    expect(topicNames(undefined)).toEqual([]);
    expect(topicNames([])).toEqual([]);
  });
});
