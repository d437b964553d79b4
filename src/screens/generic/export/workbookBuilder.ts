import type { WorkbookReply, WorkbookRequest } from './workbookProtocol';
import type { XlsxSpec, XlsxValue } from './xlsxWriter';

/**
 * Where the export's file is written: a Web Worker in a browser (the page's thread stays free),
 * the same writer in the page where there is no Worker (jsdom in the component tests), so both
 * run one pipeline. `add` resolves once the page is written: the caller sends the next one then,
 * so at most one page waits in the worker.
 */
export interface WorkbookBuilder {
  add(rows: XlsxValue[][]): Promise<void>;
  finish(totals?: XlsxValue[]): Promise<Blob>;
  /** Drops the file being written (a cancel, a failure). */
  dispose(): void;
}

// The writer (and fflate) is the worker's: the page imports it only where there is no Worker, so a
// list opened by a link does not load it (issue 35).
function inPage(spec: XlsxSpec): WorkbookBuilder {
  const writer = import('./xlsxWriter').then(({ XlsxStreamWriter }) => new XlsxStreamWriter(spec));
  return {
    add: async (rows) => (await writer).addRows(rows),
    finish: async (totals) => (await writer).finish(totals),
    dispose: () => undefined,
  };
}

function inWorker(spec: XlsxSpec): WorkbookBuilder {
  const worker = new Worker(new URL('./excelWorker.ts', import.meta.url), { type: 'module' });
  const waiting: Array<{ resolve: (reply: WorkbookReply) => void; reject: (error: Error) => void }> = [];
  worker.addEventListener('message', (event: MessageEvent<WorkbookReply>) => waiting.shift()?.resolve(event.data));
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    waiting.splice(0).forEach(({ reject }) => reject(new Error(event.message || 'worker failed')));
  });
  const ask = (request: WorkbookRequest) =>
    new Promise<WorkbookReply>((resolve, reject) => {
      waiting.push({ resolve, reject });
      worker.postMessage(request);
    }).then((reply) => {
      if (reply.type === 'failed') throw new Error(reply.message);
      return reply;
    });
  const started = ask({ type: 'start', spec });
  started.catch(() => undefined); // awaited by add and finish; a dispose before them is no failure
  return {
    add: async (rows) => {
      await started;
      await ask({ type: 'rows', rows });
    },
    finish: async (totals) => {
      await started;
      const reply = await ask({ type: 'finish', totals });
      worker.terminate();
      if (reply.type !== 'done') throw new Error('no file');
      return reply.blob;
    },
    dispose: () => {
      worker.terminate();
      waiting.splice(0).forEach(({ reject }) => reject(new Error('disposed')));
    },
  };
}

export const startWorkbook = (spec: XlsxSpec): WorkbookBuilder => (typeof Worker === 'undefined' ? inPage(spec) : inWorker(spec));
