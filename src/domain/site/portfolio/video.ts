/**
 * A portfolio video (docs/product.md, portfolio: `portfolio_videos`). Title and thumbnail
 * come from YouTube: the portfolio read adds them, with the duration, when the platform
 * answers; they are absent when it could not be asked.
 */
export interface PortfolioVideo {
  id: number;
  /** The platform's video id. */
  videoId: string;
  /** The portfolio category: the filter's options. */
  tag: string;
  description: string | null;
  createdAt: string;
  /** The video's title on the platform. */
  title?: string;
  /** A 16:9-croppable thumbnail, or null when the platform has none. */
  thumbnailUrl?: string | null;
  /** Whole seconds, or null when the platform's duration did not parse. */
  durationSeconds?: number | null;
}

/** A video from the platform as the page shows it: id, title, thumbnail and length. */
export interface PortfolioClip {
  videoId: string;
  title: string;
  /** A 16:9-croppable thumbnail, or null when the platform has none. */
  thumbnailUrl: string | null;
  /** Whole seconds, or null when unknown. */
  durationSeconds: number | null;
}

/** The page's extras from the platform: the hero's poster and the latest upload. */
export interface PortfolioMedia {
  /** The demo reel (site config's id), or null when the platform did not return it. */
  showreel: PortfolioClip | null;
  /** The latest upload of 60 seconds or longer, or null when there is none. */
  latestUpload: PortfolioClip | null;
}
