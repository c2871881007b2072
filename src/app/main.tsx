import '@/theme/styles';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAnalytics } from './analytics';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const render = (app: ReactNode) => root.render(<StrictMode>{app}</StrictMode>);

// `npm run dev:inspect` (VITE_INSPECT=1): the Stately inspector watches every machine of the page
// (README, "Step through a machine"). A production build drops this branch and the inspector.
if (import.meta.env.DEV && import.meta.env.VITE_INSPECT) {
  void import('./devtools/machineInspector').then(({ withMachineInspector }) =>
    render(withMachineInspector(<App />)),
  );
} else {
  render(<App />);
}

startAnalytics();
