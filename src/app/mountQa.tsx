import { createRoot, type Root } from 'react-dom/client';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from './i18nProvider';
import { QaWorkbench } from '@/qa/QaWorkbench';

/** The workbench lives in a root of its own beside the console (it works on /login too). */
let root: Root | undefined;
let open = false;

function render() {
  if (!root) {
    const container = document.createElement('div');
    container.id = 'qa-workbench-root';
    document.body.appendChild(container);
    root = createRoot(container);
  }
  root.render(
    <I18nContextProvider value={i18nProvider}>
      <QaWorkbench
        open={open}
        onClose={() => {
          open = false;
          render();
        }}
      />
    </I18nContextProvider>,
  );
}

export function toggleWorkbench(): void {
  open = !open;
  render();
}
