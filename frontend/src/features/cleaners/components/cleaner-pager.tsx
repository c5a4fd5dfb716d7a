import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS, filtersToParams, type CleanerFilters } from './filter-params';

/** The pages to offer: the first, the last, and two around the current one; null where some are left out. */
export function pagesAround(current: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1]! > 1 ? [null, page] : [page]));
}

/**
 * The result pages as links with their real addresses (`?…&page=N`): search engines follow them to every cleaner, a
 * person can open one in a new tab; a plain click turns the page in place. The page size is a list beside them.
 */
export function CleanerPager({ filters, total, onChange }: { filters: CleanerFilters; total: number; onChange: (changes: Partial<CleanerFilters>) => void }) {
  const { t } = useTranslation('cleaners');
  const last = Math.max(1, Math.ceil(total / filters.pageSize));
  const hrefOf = (page: number) => {
    const query = filtersToParams({ ...filters, page }).toString();
    return `/cleaners${query ? `?${query}` : ''}`;
  };
  const turn = (page: number) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChange({ page });
  };
  const step = (page: number, label: string, symbol: string, rel: 'prev' | 'next') =>
    page < 1 || page > last ? (
      <span className="cleaner-pager-step" aria-hidden="true">
        {symbol}
      </span>
    ) : (
      <a className="cleaner-pager-step" href={hrefOf(page)} rel={rel} aria-label={label} onClick={turn(page)}>
        {symbol}
      </a>
    );

  return (
    <nav className="cleaner-pagination" aria-label={t('cleaners:pager.label')}>
      <ul className="cleaner-pager">
        <li>{step(filters.page - 1, t('cleaners:pager.previous'), '‹', 'prev')}</li>
        {pagesAround(filters.page, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="cleaner-pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                className={`cleaner-pager-page${page === filters.page ? ' is-current' : ''}`}
                href={hrefOf(page)}
                aria-label={t('cleaners:pager.page', { page })}
                aria-current={page === filters.page ? 'page' : undefined}
                onClick={turn(page)}
              >
                {page}
              </a>
            </li>
          ),
        )}
        <li>{step(filters.page + 1, t('cleaners:pager.next'), '›', 'next')}</li>
      </ul>
      <label className="cleaner-pager-size">
        <span className="visually-hidden">{t('cleaners:pager.pageSize')}</span>
        <select className="wk-input wk-select" value={filters.pageSize} onChange={(event) => onChange({ page: 1, pageSize: Number(event.target.value) })}>
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {t('cleaners:pager.pageSizeOption', { count: size })}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
