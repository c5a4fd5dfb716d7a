import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Edges = { atStart: boolean; atEnd: boolean };

/**
 * One row of cards that scrolls sideways: by touch and trackpad, by the keyboard (the row takes the focus, and the
 * arrow keys scroll it), and with two visible buttons for a mouse. The buttons hide when everything fits.
 */
export function CleanerCarousel({ labelledBy, className, busy, children }: { labelledBy?: string; className: string; busy: boolean; children: ReactNode }) {
  const { t } = useTranslation('cleaners');
  const row = useRef<HTMLUListElement>(null);
  // As the server draws it: the row starts at its beginning, more to the right.
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const list = row.current;
    if (list === null) return;
    const end = list.scrollWidth - list.clientWidth;
    setEdges({ atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft >= end - 1 });
  }, []);

  useEffect(() => {
    const list = row.current;
    if (list === null) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [measure]);

  const move = (direction: -1 | 1) => {
    const list = row.current;
    if (list === null) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * Math.max(list.clientWidth * 0.8, 240), behavior: still ? 'auto' : 'smooth' });
  };

  const fits = edges.atStart && edges.atEnd;
  return (
    <div className="cleaner-carousel">
      <ul
        ref={row}
        className={className}
        aria-busy={busy}
        // Focusable so that a keyboard can scroll it (axe: scrollable-region-focusable).
        tabIndex={0}
        {...(labelledBy === undefined ? {} : { 'aria-labelledby': labelledBy })}
      >
        {children}
      </ul>
      {fits ? null : (
        <div className="cleaner-carousel-controls">
          <button type="button" className="wk-btn cleaner-carousel-button" onClick={() => move(-1)} disabled={edges.atStart} aria-label={t('cleaners:carousel.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="wk-btn cleaner-carousel-button" onClick={() => move(1)} disabled={edges.atEnd} aria-label={t('cleaners:carousel.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
