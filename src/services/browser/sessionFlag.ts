/**
 * A yes/no remembered for the browser tab's session (`sessionStorage`). Where storage is
 * disabled or full the flag reads as unset and the choice is simply not remembered (the running
 * page still knows it).
 */
import { readSessionText, writeSessionText } from './sessionText';

export function readSessionFlag(key: string): boolean {
  return readSessionText(key) === 'true';
}

export function writeSessionFlag(key: string): void {
  writeSessionText(key, 'true');
}
