import { translate } from '@i18n/translate';

/**
 * The QA workbench's fixed button and shortcut (Ctrl+Shift+Q), installed by main.tsx only when
 * the mock is on (dev server, demo build): a few lines here; the drawer itself is a separate
 * chunk loaded on first use, so the console's first load does not grow.
 */
export function installQaLauncher(doc: Document = document): void {
  if (doc.querySelector('[data-testid="qa-open"]')) return;
  const toggle = () => void import('./mountQa').then((workbench) => workbench.toggleWorkbench());
  const button = doc.createElement('button');
  button.type = 'button';
  button.dataset.testid = 'qa-open';
  button.textContent = translate('qa.button');
  button.title = translate('qa.open');
  button.setAttribute('aria-label', translate('qa.open'));
  Object.assign(button.style, {
    position: 'fixed',
    // the header's empty middle: clear of the sidebar's minify toggle, the pager and scroll-to-top
    top: '14px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '1290',
    padding: '4px 8px',
    font: '600 12px sans-serif',
    color: '#fff',
    background: '#6a1b9a',
    border: 'none',
    borderRadius: '4px',
    opacity: '0.85',
    cursor: 'pointer',
  });
  button.addEventListener('click', toggle);
  doc.addEventListener('keydown', (event) => {
    if (event.ctrlKey && event.shiftKey && event.code === 'KeyQ') {
      event.preventDefault();
      toggle();
    }
  });
  doc.body.appendChild(button);
}
