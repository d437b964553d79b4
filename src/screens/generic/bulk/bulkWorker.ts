import { readUpload, type ReadReply, type ReadRequest } from './readUpload';

/** The bulk upload's Web Worker: unzipping, reading and checking the file, off the page's thread. */
globalThis.addEventListener('message', (event: MessageEvent<ReadRequest>) => {
  const reply: ReadReply = readUpload(event.data);
  globalThis.postMessage(reply);
});
