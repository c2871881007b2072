import '@/theme/styles';
import { afterLoadIsPainted } from './afterLoadIsPainted';
import { preloadModules, readPageModules } from './pageModules';

/*
 * The site's entry, kept tiny. A prerendered page is readable from its HTML and CSS: its scripts
 * (the app and the page's screens, listed in the page) start loading once it has loaded and
 * painted, so they never compete with its stylesheets, font and pictures for a slow line or for
 * the main thread; they then load all at once, without a waterfall. The app shell (no markup in
 * #root) shows nothing without the app, so it loads the app at once.
 */
const prerendered = document.getElementById('root')?.firstElementChild != null;
const ready = prerendered
  ? afterLoadIsPainted().then(() => preloadModules(document, readPageModules(document)))
  : Promise.resolve();
void ready.then(() => import('./main'));
