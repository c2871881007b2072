/**
 * The sandbox channels: who they are and how big. Counts span the four benefit tiers of the
 * channel analyzer (< 100K, 100K–1M, 1M–10M, >= 10M subscribers). The flagged words come from
 * the site's own list (`src/domain/tools/channel-analyzer/flaggedWords.ts`), the one source of the 8 terms.
 */
import { FLAGGED_WORDS as flaggedWords } from '../../../src/domain/tools/channel-analyzer/flaggedWords.ts';
import type { ThemeName } from './themes.ts';

export interface ChannelSpec {
  /** Fixed for the owner; drawn from the seed for the others. */
  id?: string;
  title: string;
  handle: string;
  legacyUsername?: string;
  theme: ThemeName;
  subscriberCount: number;
  hiddenSubscriberCount?: boolean;
  country?: string;
  /** How many generated uploads, on top of any fixed ones. */
  uploads: number;
  /** Days between uploads, on average. */
  cadenceDays: number;
  about: string;
  /** Per-video view range, as a multiple of subscribers. */
  reach: readonly [number, number];
}

export const ownerChannelId = 'UCjordanValeEdits_2025xQ';

export const channelSpecs: readonly ChannelSpec[] = [
  {
    id: ownerChannelId,
    title: 'Jordan Vale',
    handle: 'jordanvaleedits',
    legacyUsername: 'JordanValeEdits',
    theme: 'editing',
    subscriberCount: 86_400,
    country: 'US',
    uploads: 24,
    cadenceDays: 6,
    about:
      'Professional video editor and colorist. Brand films, documentaries and music videos. New breakdowns of real client timelines every week. Business enquiries: hello@jordanvale.example',
    reach: [0.05, 1.5],
  },
  {
    title: 'Pixel Forge Studio',
    handle: 'pixelforgestudio',
    theme: 'animation',
    subscriberCount: 412_000,
    country: 'GB',
    uploads: 45,
    cadenceDays: 9,
    about: 'Blender and After Effects tutorials for motion designers. Project files on Patreon.',
    reach: [0.02, 0.9],
  },
  {
    title: 'Trail & Tide',
    handle: 'trailandtide',
    legacyUsername: 'trailandtidetravel',
    theme: 'travel',
    subscriberCount: 2_340_000,
    country: 'NZ',
    uploads: 40,
    cadenceDays: 12,
    about:
      'Two friends, one van, and every road we can find. Honest travel guides, budgets and the places between the postcards.',
    reach: [0.03, 0.6],
  },
  {
    title: 'Kitchen Lab Daily',
    handle: 'kitchenlabdaily',
    legacyUsername: 'KitchenLabDaily',
    theme: 'cooking',
    subscriberCount: 14_700_000,
    country: 'US',
    uploads: 60,
    cadenceDays: 2,
    about: 'Tested recipes, every single day. Science-backed cooking for real kitchens.',
    reach: [0.01, 0.25],
  },
  {
    title: 'Byte Sized Science',
    handle: 'bytesizedscience',
    theme: 'science',
    subscriberCount: 5_620_000,
    country: 'CA',
    uploads: 42,
    cadenceDays: 14,
    about: 'Big ideas in small bites. Animated explainers about physics, biology and space.',
    reach: [0.05, 0.8],
  },
  {
    title: 'Nova Gaming Arena',
    handle: 'novagamingarena',
    theme: 'gaming',
    subscriberCount: 23_100_000,
    country: 'US',
    uploads: 1_250,
    cadenceDays: 1,
    about: 'Daily stream highlights, speedruns and chaos. Business: nova@arena.example',
    reach: [0.005, 0.12],
  },
  {
    title: 'Quiet Frame Films',
    handle: 'quietframefilms',
    theme: 'film',
    subscriberCount: 731_000,
    hiddenSubscriberCount: true,
    uploads: 30,
    cadenceDays: 30,
    about: 'Independent short films and the making of them.',
    reach: [0.05, 1.2],
  },
  {
    title: 'Cash Drop Kings',
    handle: 'cashdropkings',
    theme: 'money',
    subscriberCount: 31_200,
    country: 'US',
    uploads: 28,
    cadenceDays: 5,
    about: `Daily ${flaggedWords[0]} drops and the best ${flaggedWords[3]} methods! ${flaggedWords[2]} and ${flaggedWords[7]} always, comment below. Join our ${flaggedWords[5]} group, ${flaggedWords[4]} every week. Not a ${flaggedWords[1]}, we promise.`,
    reach: [0.1, 3],
  },
  {
    title: 'Maya Codes',
    handle: 'mayacodes',
    theme: 'coding',
    subscriberCount: 9_800,
    country: 'DE',
    uploads: 36,
    cadenceDays: 7,
    about:
      'Software engineer explaining the things I wish someone had explained to me. TypeScript, React, Rust and the occasional career rant.',
    reach: [0.2, 4],
  },
  {
    title: 'Beat Street Sessions',
    handle: 'beatstreetsessions',
    legacyUsername: 'beatstreet',
    theme: 'music',
    subscriberCount: 1_180_000,
    country: 'GB',
    uploads: 44,
    cadenceDays: 8,
    about: 'Live beat making sessions from a tiny London studio.',
    reach: [0.02, 0.7],
  },
];
