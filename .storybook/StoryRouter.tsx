import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

export interface StoryRouterOptions {
  /** The URL the story starts at (default '/'). */
  route?: string;
  /** The route pattern the story renders under, for screens that read params (default '*'). */
  routePath?: string;
  /** When set, the route's loader throws this, so the story renders as the route's error element. */
  routeError?: unknown;
}

// The router is created once per story; the story itself is read from context so that
// re-renders (args edited in the Controls panel) reach it.
const CurrentStoryContext = createContext<ReactNode>(null);

function CurrentStory() {
  return useContext(CurrentStoryContext);
}

/** A data router around one story, so screens can use every react-router hook. */
export function StoryRouter({
  Story,
  route = '/',
  routePath = '*',
  routeError,
}: StoryRouterOptions & { Story: ComponentType }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: routePath,
          element: <CurrentStory />,
          ...(routeError !== undefined && {
            loader: () => {
              // Routes may throw anything (a Response, a string); stories reproduce that.
              // eslint-disable-next-line @typescript-eslint/only-throw-error
              throw routeError;
            },
            errorElement: <CurrentStory />,
          }),
        },
      ],
      { initialEntries: [route] },
    ),
  );
  return (
    <CurrentStoryContext.Provider value={<Story />}>
      <RouterProvider router={router} />
    </CurrentStoryContext.Provider>
  );
}
