// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { VideoEmbed } from './VideoEmbed';

const title = 'Behind the Cut';

describe('VideoEmbed', () => {
  it('shows the poster and a play button, and no player, until the visitor plays', () => {
    renderWithTheme(<VideoEmbed videoId="JVreel2025a" title={title} posterUrl="/poster.svg" />);
    const play = screen.getByRole('button', { name: `Play video: ${title}` });
    expect(play.querySelector('img')).toHaveAttribute('src', '/poster.svg');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('plays from the keyboard: the player starts at once and takes the focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(<VideoEmbed videoId="JVreel2025a" title={title} />);
    await user.tab();
    expect(screen.getByRole('button', { name: `Play video: ${title}` })).toHaveFocus();
    await user.keyboard('{Enter}');

    const player = screen.getByTitle(`Video: ${title}`);
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/JVreel2025a?autoplay=1&rel=0',
    );
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
