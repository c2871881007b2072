/**
 * One job for a Web Worker the caller starts: the worker's first answer settles it, and the
 * worker ends then, when it crashes, or when `signal` aborts (leaving the screen, a newer job).
 */

/** The part of `Worker` a job uses (tests pass a fake). */
export interface JobWorker<TRequest, TReply> {
  onmessage: ((event: MessageEvent<TReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: TRequest): void;
  terminate(): void;
}

/** Posts `request` to a worker from `start` and resolves with its answer. */
export function runWorkerJob<TRequest, TReply>(
  start: () => JobWorker<TRequest, TReply>,
  request: TRequest,
  signal: AbortSignal,
  /** Names the worker in errors: 'palette worker'. */
  label: string,
): Promise<TReply> {
  signal.throwIfAborted();
  const worker = start();
  return new Promise((resolve, reject) => {
    const finish = () => {
      signal.removeEventListener('abort', abort);
      worker.terminate();
    };
    const abort = () => {
      finish();
      reject(
        signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'),
      );
    };
    signal.addEventListener('abort', abort, { once: true });
    worker.onmessage = ({ data }) => {
      finish();
      resolve(data);
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(`${label} crashed: ${event.message}`));
    };
    worker.postMessage(request);
  });
}
