/** Privacy-enhanced player host: sets no cookies until the visitor plays the video. */
const EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

/**
 * What the embedded player may use, one list for every player of the site: autoplay (the demo
 * reel, the portfolio modal, the showreel), encrypted media (some videos are DRM-protected),
 * picture-in-picture and fullscreen. Nothing else (no accelerometer, gyroscope, clipboard or
 * web-share): the features the site's players need, no more.
 */
export const YOUTUBE_PLAYER_ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen';

/** A caption language the player understands: an ISO 639-1 code, optionally with a region. */
const CAPTION_LANGUAGE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

export interface EmbedUrlOptions {
  /** Start playing as soon as the player loads (docs/product.md, home: the demo reel autoplays). */
  autoplay?: boolean;
  /** Start muted (browsers only autoplay muted video without a gesture). */
  mute?: boolean;
  /** Play the video again and again (sets `playlist` to the video itself, as YouTube needs). */
  loop?: boolean;
  /** Show the player's controls (default true). */
  controls?: boolean;
  /** Play inline on iOS instead of going fullscreen. */
  playsInline?: boolean;
  /**
   * Show captions from the start in this language (`cc_load_policy=1&cc_lang_pref=...`), e.g.
   * 'en': the transcript viewer's fallback when the captions cannot be fetched (docs/product.md,
   * youtube-transcript).
   */
  captionsLanguage?: string;
  /**
   * Accept IFrame Player API commands by postMessage (`enablejsapi=1`) from this page origin
   * (`origin=...`, which the API asks for).
   */
  jsApi?: { origin: string };
}

/**
 * The embedded player URL for a video (an embed path with the video id and an
 * autoplay parameter). `rel=0` keeps suggested videos to the same channel.
 * Parameters appear in a fixed order, so the same options always give the same string.
 */
export function youtubeEmbedUrl(
  videoId: string,
  {
    autoplay = false,
    mute = false,
    loop = false,
    controls = true,
    playsInline = false,
    captionsLanguage,
    jsApi,
  }: EmbedUrlOptions = {},
): string {
  const id = videoId.trim();
  if (id === '') throw new Error('youtubeEmbedUrl: the video id is empty');
  const query = new URLSearchParams();
  if (autoplay) query.set('autoplay', '1');
  query.set('rel', '0');
  if (mute) query.set('mute', '1');
  if (loop) {
    query.set('loop', '1');
    // A single video loops only when it is also its own playlist.
    query.set('playlist', id);
  }
  if (!controls) query.set('controls', '0');
  if (playsInline) query.set('playsinline', '1');
  if (captionsLanguage !== undefined) {
    const language = captionsLanguage.trim();
    if (!CAPTION_LANGUAGE.test(language)) {
      throw new Error(`youtubeEmbedUrl: '${captionsLanguage}' is not a language code`);
    }
    query.set('cc_load_policy', '1');
    query.set('cc_lang_pref', language);
  }
  if (jsApi) {
    const origin = jsApi.origin.trim();
    if (origin === '') throw new Error('youtubeEmbedUrl: the JS API needs the page origin');
    query.set('enablejsapi', '1');
    query.set('origin', origin);
  }
  return `${EMBED_BASE}${encodeURIComponent(id)}?${query.toString()}`;
}
