import { lazy, Suspense } from 'react';

// The page's blocks load with the first Docs page, not with every story's preview (the stories
// step opens the preview 129 times).
const Page = lazy(() => import('./DocsPage.tsx').then(({ DocsPage }) => ({ default: DocsPage })));

/** The Docs page layout (DocsPage.tsx), loaded when a Docs page is first shown. */
export function DocsPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
