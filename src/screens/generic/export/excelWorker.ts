import { XlsxStreamWriter } from './xlsxWriter';
import type { WorkbookReply, WorkbookRequest } from './workbookProtocol';

/** The export's Web Worker: the sheet's XML and its compression, off the page's thread. */
let writer: XlsxStreamWriter | undefined;

const reply = (message: WorkbookReply) => globalThis.postMessage(message);

globalThis.addEventListener('message', (event: MessageEvent<WorkbookRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'start') {
      writer = new XlsxStreamWriter(request.spec);
      reply({ type: 'written' });
    } else if (!writer) {
      reply({ type: 'failed', message: 'not started' });
    } else if (request.type === 'rows') {
      writer.addRows(request.rows);
      reply({ type: 'written' });
    } else {
      const blob = writer.finish(request.totals);
      writer = undefined;
      reply({ type: 'done', blob });
    }
  } catch (error) {
    reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
