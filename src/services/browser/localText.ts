/**
 * Text the browser keeps across visits (`localStorage`), until the visitor clears the site's
 * data. Nothing is remembered where storage refuses (storedText.ts).
 */
import { textStore } from './storedText';

const local = textStore(() => window.localStorage);

export const readLocalText = local.read;
export const writeLocalText = local.write;
