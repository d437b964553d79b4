import type { ReadReply, ReadRequest } from './readUpload';

/**
 * Reads an uploaded file in a Web Worker (the page's thread stays free for 10,000 rows); in the
 * page only where there is no Worker (jsdom in the component tests), so both run one pipeline.
 * The reader and fflate are loaded with the dialog, never with the list.
 */
export async function readInWorker(request: ReadRequest): Promise<ReadReply> {
  if (typeof Worker === 'undefined') {
    const { readUpload } = await import('./readUpload');
    return readUpload(request);
  }
  const worker = new Worker(new URL('./bulkWorker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ReadReply>((resolve, reject) => {
      worker.addEventListener('message', (event: MessageEvent<ReadReply>) => resolve(event.data));
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        reject(new Error(event.message || 'worker failed'));
      });
      worker.postMessage(request, [request.bytes]);
    });
  } finally {
    worker.terminate();
  }
}
