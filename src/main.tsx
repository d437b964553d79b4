import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** Starts the embedded MSW backend first when mocking is on; MSW never enters a production bundle. */
async function start(): Promise<void> {
  if (__USE_MOCKS__) {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
