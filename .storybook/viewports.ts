/**
 * Viewports shared by Storybook's toolbar and the test-runner, which sizes the page from the
 * story's `globals.viewport.value` before it renders (see test-runner.ts).
 */
export const viewports = {
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  sidebarBreakpoint: {
    name: 'Sidebar breakpoint 1100',
    styles: { width: '1100px', height: '800px' },
    type: 'tablet',
  },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

export type ViewportName = keyof typeof viewports;

export const defaultViewport: ViewportName = 'desktop';

export function viewportSize(name: string | undefined): { width: number; height: number } {
  const key = name && name in viewports ? (name as ViewportName) : defaultViewport;
  const entry = viewports[key];
  return { width: parseInt(entry.styles.width, 10), height: parseInt(entry.styles.height, 10) };
}

/** Story annotation helper: `globals: narrow('mobile')`. */
export function atViewport(value: ViewportName) {
  return { viewport: { value, isRotated: false } };
}
