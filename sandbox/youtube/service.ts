/**
 * The YouTube emulator as a service of the Vite sandbox plugin, at `/sandbox/youtube`.
 * Knobs: SANDBOX_YOUTUBE_LATENCY_MS, SANDBOX_YOUTUBE_FAULT_RATE (0..1), SANDBOX_YOUTUBE_TIMEDTEXT
 * (`empty` reproduces production's empty captions), SANDBOX_YOUTUBE_RATE_LIMIT_BURST (requests in
 * a row answering 403 rateLimitExceeded) and SANDBOX_YOUTUBE_RATE_LIMIT_EVERY (repeat the burst
 * every N requests).
 */
import type { SandboxService } from '../vitePlugin.ts';
import { dayMs } from './dataset/time.ts';
import { createYouTubeEmulator } from './emulator.ts';
import { numberFromEnv } from './http/faults.ts';
import { youtubeSandboxPrefix } from './server.ts';

export function youtubeSandboxService(): SandboxService {
  return {
    name: 'YouTube Data API emulator',
    prefix: youtubeSandboxPrefix,
    realServiceVariable: 'VITE_YOUTUBE_API_KEYS',
    start() {
      const latencyMs = numberFromEnv('SANDBOX_YOUTUBE_LATENCY_MS', 0, [0, 60_000]);
      const faultRate = numberFromEnv('SANDBOX_YOUTUBE_FAULT_RATE', 0, [0, 1]);
      const timedText = process.env.SANDBOX_YOUTUBE_TIMEDTEXT === 'empty' ? 'empty' : 'captions';
      const rateLimitBurst = numberFromEnv('SANDBOX_YOUTUBE_RATE_LIMIT_BURST', 0, [0, 1_000]);
      const rateLimitEvery = numberFromEnv('SANDBOX_YOUTUBE_RATE_LIMIT_EVERY', 0, [0, 1_000_000]);
      // On the site the uploads lead up to today, so "last upload" reads as recent.
      const referenceTime = Math.floor(Date.now() / dayMs) * dayMs;
      const emulator = createYouTubeEmulator({
        latencyMs,
        faultRate,
        timedText,
        referenceTime,
        rateLimitBurst,
        rateLimitEvery,
      });
      return Promise.resolve({
        handler: emulator,
        description: `generated data, seed ${emulator.dataset.seed}, latency ${latencyMs} ms, fault rate ${faultRate}${rateLimitBurst > 0 ? `, rate-limit bursts of ${rateLimitBurst}` : ''}`,
        close: () => Promise.resolve(),
      });
    },
  };
}
