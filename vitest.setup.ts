import { afterEach, vi } from 'vitest';

// Only the tests that ask for a document (`// @vitest-environment jsdom`) load the DOM helpers:
// most tests run in Node, and loading Testing Library and jest-dom for each of their files cost
// about 0.3 s a file (31.5 s of Vitest's 'setup' for 107 Node test files, 2.9 s without).
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');

  // jsdom lacks the layout APIs Mantine relies on.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView = () => {};
  afterEach(cleanup);
}
