/**
 * Text remembered for the browser tab's session (`sessionStorage`): it survives a reload, not
 * the closing of the tab. Nothing is remembered where storage refuses (storedText.ts).
 */
import { textStore } from './storedText';

const session = textStore(() => window.sessionStorage);

export const readSessionText = session.read;
export const writeSessionText = session.write;
export const removeSessionText = session.remove;
