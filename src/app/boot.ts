import '@/theme/styles';
import { afterLoadIsPainted } from './afterLoadIsPainted';
import { holdEarlyInput } from './earlyInput';
import { firstUse } from './firstUse';
import { preloadModules, readPageModules } from './pageModules';

/*
 * The site's entry, kept tiny. A prerendered page is readable from its HTML and CSS: its scripts
 * (the app and the page's screens, listed in the page) start loading once it has loaded and
 * painted, or at the visitor's first press, key or focus if that comes first, so they never
 * compete with its stylesheets, font and pictures for a slow line or for the main thread; they
 * then load all at once, without a waterfall. Until the app has hydrated, what the visitor does
 * is held for it (earlyInput.ts). The app shell (no markup in #root) shows nothing without the
 * app, so it loads the app at once.
 */
const root = document.getElementById('root');
const prerendered = root?.firstElementChild != null;
if (root && prerendered) holdEarlyInput(root);
const ready = prerendered
  ? Promise.race([afterLoadIsPainted(), firstUse(document)]).then(() =>
      preloadModules(document, readPageModules(document)),
    )
  : Promise.resolve();
void ready.then(() => import('./main'));
