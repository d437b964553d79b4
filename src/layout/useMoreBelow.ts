import { useEffect, useState } from 'react';

/**
 * Whether a scroll box has more below what it shows: true while it is taller than its room and
 * not scrolled to the end. Read on scroll and whenever the box or its content changes size (the
 * first reading is the observer's own, on observing).
 * @returns whether there is more below, and the callback ref of the box
 */
export function useMoreBelow<T extends HTMLElement>(): [boolean, (element: T | null) => void] {
  const [box, setBox] = useState<T | null>(null);
  const [moreBelow, setMoreBelow] = useState(false);
  useEffect(() => {
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setMoreBelow(box.scrollTop + box.clientHeight < box.scrollHeight - 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [box]);
  return [moreBelow, setBox];
}
