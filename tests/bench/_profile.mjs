import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs';
import { startPreview } from './preview.mjs';
const route = process.argv[2] ?? '/contact';
const preview = await startPreview({ outDir: process.env.DIST ?? 'dist' });
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(preview.url + route, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/prof/profile.json', JSON.stringify(profile));
} finally { await browser.close(); await preview.stop(); }
