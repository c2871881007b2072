/** Story fixtures of the playlist summary: fixed ids, dates and numbers. */
import {
  summarizePlaylist,
  type PlaylistAnalysis,
  type PlaylistVideo,
} from '@/domain/tools/playlist-analyzer/playlistAnalysis';

const video = (
  id: string,
  title: string,
  channelId: string,
  publishedAt: string,
  durationSeconds: number,
  views: number,
  likes: number | null,
  comments: number | null,
  tags: string[],
  categoryId: string,
  language: string | null,
): PlaylistVideo => ({
  id,
  title,
  channelId,
  publishedAt,
  durationSeconds,
  views,
  likes,
  comments,
  tags,
  categoryId,
  language,
});

const portfolioVideos: PlaylistVideo[] = [
  video(
    'JVreel2025a',
    'Jordan Vale — 2025 Editing Reel',
    'UCjv',
    '2025-01-14T16:00:00Z',
    154,
    48_210,
    3_120,
    214,
    ['video editing', 'showreel', 'premiere pro'],
    '1',
    'en',
  ),
  video(
    'JVcolour01b',
    'Colour grading a travel vlog in 10 minutes',
    'UCjv',
    '2025-03-02T16:00:00Z',
    642,
    128_400,
    7_410,
    532,
    ['color grading', 'video editing', 'davinci resolve'],
    '27',
    'en',
  ),
  video(
    'JVpacing02c',
    'Pacing: why your videos feel slow',
    'UCjv',
    '2025-05-19T16:00:00Z',
    918,
    312_900,
    18_260,
    1_204,
    ['video editing', 'pacing', 'retention', 'premiere pro'],
    '27',
    'en',
  ),
  video(
    'JVsound03dd',
    'Sound design that sells the cut',
    'UCjv',
    '2025-07-08T16:00:00Z',
    734,
    96_050,
    null,
    388,
    ['sound design', 'video editing'],
    '27',
    'en',
  ),
  video(
    'KLcollab04e',
    'Kitchen Lab x Jordan: the edit breakdown',
    'UCkl',
    '2025-09-21T16:00:00Z',
    1_206,
    1_250_000,
    61_300,
    null,
    ['kitchen lab', 'video editing', 'behind the scenes'],
    '26',
    'en',
  ),
  video(
    'PLestudio5f',
    'Edición de vídeo: ritmo y cortes',
    'UCpl',
    '2025-10-30T16:00:00Z',
    811,
    22_480,
    1_130,
    96,
    ['edición de vídeo', 'premiere pro'],
    '27',
    'es',
  ),
];

export const resultsAnalysis: PlaylistAnalysis = {
  kind: 'summary',
  summary: summarizePlaylist({
    playlistId: 'PLjv8PortfolioShowcase2025Edits012',
    items: 6,
    unavailable: 0,
    videos: portfolioVideos,
    channels: [
      { id: 'UCjv', title: 'Jordan Vale', subscribers: 182_000 },
      { id: 'UCkl', title: 'Kitchen Lab Daily', subscribers: 14_200_000 },
      { id: 'UCpl', title: 'Plano Lento Estudio', subscribers: null },
    ],
  }),
};

export const unavailableAnalysis: PlaylistAnalysis = {
  kind: 'summary',
  summary: summarizePlaylist({
    playlistId: 'PLmixedPicksDeletedAndPrivate00001',
    items: 9,
    unavailable: 3,
    videos: portfolioVideos,
    channels: [
      { id: 'UCjv', title: 'Jordan Vale', subscribers: 182_000 },
      { id: 'UCkl', title: 'Kitchen Lab Daily', subscribers: 14_200_000 },
      { id: 'UCpl', title: 'Plano Lento Estudio', subscribers: null },
    ],
  }),
};

export const emptyAnalysis: PlaylistAnalysis = {
  kind: 'summary',
  summary: summarizePlaylist({
    playlistId: 'PLanEmptyPlaylistWithNothing01',
    items: 0,
    unavailable: 0,
    videos: [],
    channels: [],
  }),
};

export const singleVideoAnalysis: PlaylistAnalysis = {
  kind: 'single-video',
  videoId: 'dQw4w9WgXcQ',
};
