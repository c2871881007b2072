// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { ShowreelHero, type ShowreelHeroProps } from './ShowreelHero';

const title = 'Jordan Vale — Demo Reel 2025';

function renderHero(props: Partial<ShowreelHeroProps> = {}) {
  return renderWithTheme(
    <ShowreelHero
      heading="Professional Video Editor"
      videoId="JVreel2025a"
      videoTitle={title}
      posterUrl="/poster.svg"
      playlistHref="/tools/playlist-analyzer/PL1"
      reducedMotion={false}
      {...props}
    />,
  );
}

const player = () => screen.queryByTitle(title);

/** The page as it is being loaded, with a browser whose idle callbacks the test runs. */
function loadingPage() {
  const idle: (() => void)[] = [];
  const requestIdleCallback = vi.fn((work: () => void) => idle.push(work));
  const cancelIdleCallback = vi.fn();
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  return {
    requestIdleCallback,
    cancelIdleCallback,
    load: () =>
      act(() => {
        window.dispatchEvent(new Event('load'));
      }),
    becomeIdle: () =>
      act(() => {
        for (const work of idle.splice(0)) work();
      }),
  };
}

describe('ShowreelHero', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('paints the poster first and starts the player once the page has loaded and is idle', () => {
    const page = loadingPage();
    renderHero();
    expect(player()).toBeNull();
    expect(document.querySelector('img')).toHaveAttribute('src', '/poster.svg');
    expect(screen.getByRole('button', { name: 'Play showreel' })).toBeVisible();

    page.load();
    expect(page.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(player()).toBeNull();

    page.becomeIdle();
    expect(player()?.getAttribute('src')).toMatch(/autoplay=1.*mute=1.*loop=1/);
    expect(screen.getByRole('button', { name: 'Pause showreel' })).toBeVisible();
  });

  it('without requestIdleCallback, starts just after the load', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    renderHero();
    expect(player()).toBeNull();
    await act(() => vi.runAllTimersAsync());
    expect(player()).not.toBeNull();
  });

  it('schedules nothing with reduced motion: the poster stays until Play', () => {
    const page = loadingPage();
    renderHero({ reducedMotion: true });
    page.load();
    expect(page.requestIdleCallback).not.toHaveBeenCalled();
    expect(player()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Play showreel' }));
    expect(player()).not.toBeNull();
  });

  it('starts at once when Play is pressed before the page is idle, and drops the wait', () => {
    const page = loadingPage();
    renderHero();
    page.load();
    fireEvent.click(screen.getByRole('button', { name: 'Play showreel' }));
    expect(player()).not.toBeNull();
    expect(page.cancelIdleCallback).toHaveBeenCalled();
  });

  it('stops waiting when it leaves the page', () => {
    const page = loadingPage();
    const { unmount } = renderHero();
    unmount();
    page.load();
    expect(page.requestIdleCallback).not.toHaveBeenCalled();
  });
});
