import { useLayoutEffect, useState } from 'react';

/** The table keeps at least this height, however little of the window is left under the search block. */
export const MIN_TABLE_HEIGHT = 240;
/** What sits under the table in the window: the pager (52 px), the panel's padding and border; the page's own margin may fall below. */
const BELOW_TABLE = 72;

/**
 * Fits a list's table to the window (issue 32 item 5): its scrolling part ends at the window's
 * bottom, less the pager, so its own horizontal scrollbar is on screen without scrolling down to
 * the last row (the header sticks inside it), and `data-more-right` says that columns lie beyond
 * the right edge (the shadow there). Written as a CSS variable and an attribute on `box`, the
 * element around the Datagrid, not as React state: a scroll renders nothing.
 */
export function useTableFit(): (box: HTMLElement | null) => void {
  const [box, setBox] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!box) return;
    const fit = () => {
      const top = box.getBoundingClientRect().top + window.scrollY;
      box.style.setProperty('--table-fit-height', `${Math.max(MIN_TABLE_HEIGHT, Math.floor(window.innerHeight - top - BELOW_TABLE))}px`);
      const wrapper = box.querySelector<HTMLElement>('.RaDatagrid-tableWrapper');
      box.toggleAttribute('data-more-right', !!wrapper && wrapper.scrollLeft + wrapper.clientWidth < wrapper.scrollWidth - 1);
    };
    fit();
    // the search block folding, an alert above, rows arriving, the window resized: the table's top or width moved
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    observer?.observe(box);
    observer?.observe(document.body);
    // the list around the table: what stands above it (the search block folding, a chart arriving)
    // changes its height, while the body keeps the window's and says nothing
    if (box.parentElement) observer?.observe(box.parentElement);
    box.addEventListener('scroll', fit, { capture: true, passive: true });
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      box.removeEventListener('scroll', fit, { capture: true });
      window.removeEventListener('resize', fit);
    };
  }, [box]);
  return setBox;
}
