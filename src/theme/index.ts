export { theme, colorScheme, cssVariablesResolver } from './theme';
export { breakpoints, atOrBelow, type BreakpointName } from './breakpoints';
