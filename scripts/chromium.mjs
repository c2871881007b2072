/**
 * How every tool here starts Chromium: Debian's binary (never a downloaded browser) with flags
 * for this closed network, so nothing phones home or waits on a connection.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Extra flags for screenshots that must be identical run after run. */
export const deterministicRenderingArgs = [
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--force-device-scale-factor=1',
  '--disable-lcd-text',
  '--num-raster-threads=1',
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
  '--hide-scrollbars',
];
