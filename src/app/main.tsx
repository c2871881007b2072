import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { prerenderedData } from '@/screens/shared/prerenderedMachines';
import { PrerenderedMachinesContext } from '@/screens/shared/machineContexts';
import { afterPageIsInteractive } from '@/services/browser/deferredScript';
import { startAnalytics } from './analytics';
import { App } from './App';
import { AppReadyContext } from './appReady';
import { releaseEarlyInput, stopHoldingEarlyInput } from './earlyInput';
import { loadMatchedRoutes, readPrerenderedData } from './hydration';
import { deferServicesUntil } from './providers/servicesGate';
import { routes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Marks the page as answering the visitor (`<html data-app-ready>`) once the route's screen is on
 * it (appReady.ts): for end-to-end tests, which act as soon as a page is usable, and for styles
 * that depend on the app running.
 */
const markReady = () => {
  document.documentElement.dataset.appReady = '';
};

async function start(container: HTMLElement) {
  // A prerendered page (its #root has the build's markup) is hydrated with the same screens and
  // machine data the build rendered it with; the fallback page (no markup) is rendered afresh.
  const prerendered = container.firstElementChild !== null;
  if (prerendered) {
    deferServicesUntil(new Promise<void>((resolve) => afterPageIsInteractive(resolve)));
    await loadMatchedRoutes(routes, window.location.pathname);
  }
  const router = createBrowserRouter(routes);

  const wrap = (app: ReactNode) => <StrictMode>{app}</StrictMode>;
  let app: ReactNode = (
    <App>
      <RouterProvider router={router} />
    </App>
  );

  // `npm run dev:inspect` (VITE_INSPECT=1): a console trace and the Stately inspector watch every
  // machine of the page (docs/development.md, "Step through a machine"). A production build drops
  // this branch.
  if (import.meta.env.DEV && import.meta.env.VITE_INSPECT) {
    const { withMachineInspector } = await import('./devtools/machineInspector');
    app = withMachineInspector(app);
  }

  if (!prerendered) {
    createRoot(container).render(wrap(<AppReadyContext value={markReady}>{app}</AppReadyContext>));
    return;
  }
  const data = prerenderedData(readPrerenderedData(document));
  // Once the page has hydrated: screens visited later start afresh, and what the visitor typed
  // and pressed meanwhile reaches the app (earlyInput.ts).
  const hydrated = () => {
    data.forget();
    releaseEarlyInput();
    markReady();
  };
  stopHoldingEarlyInput();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the painted page stays responsive while it hydrates, and
  // a press on it before then hydrates its part at once and is replayed.
  startTransition(() => {
    hydrateRoot(
      container,
      wrap(
        <PrerenderedMachinesContext value={data}>
          <AppReadyContext value={hydrated}>{app}</AppReadyContext>
        </PrerenderedMachinesContext>,
      ),
    );
  });
}

void start(container);
startAnalytics();
