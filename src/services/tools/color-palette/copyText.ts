/** Copies text to the system clipboard (Async Clipboard API); rejects where it is refused. */
export async function copyText(text: string): Promise<void> {
  if (!('clipboard' in navigator)) throw new Error('copyText: this browser has no clipboard API');
  await navigator.clipboard.writeText(text);
}
