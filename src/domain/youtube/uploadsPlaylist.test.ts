import { describe, expect, it } from 'vitest';
import { uploadsPlaylistIdOf } from './uploadsPlaylist';

describe('uploadsPlaylistIdOf', () => {
  it('is the channel id with UU for UC', () => {
    expect(uploadsPlaylistIdOf('UCjordanValeEdits_2025xQ')).toBe('UUjordanValeEdits_2025xQ');
    expect(uploadsPlaylistIdOf('UC_x5XG1OV2P6uZZ5FSM9Ttw')).toBe('UU_x5XG1OV2P6uZZ5FSM9Ttw');
  });

  it('has none for what is not a channel id', () => {
    expect(uploadsPlaylistIdOf('@jordanvaleedits')).toBeNull();
    expect(uploadsPlaylistIdOf('UCshort')).toBeNull();
    expect(uploadsPlaylistIdOf('PLjordanValeEdits_2025xQ')).toBeNull();
  });
});
