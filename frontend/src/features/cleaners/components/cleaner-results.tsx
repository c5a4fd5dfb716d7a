import { Button, Pagination, Select } from 'antd';
import { cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLEANER_SORTS, useCleaners, type CleanerSort } from '../api/list-cleaners';
import { CleanerCollection } from './cleaner-collection';
import { PAGE_SIZE_OPTIONS, filtersToParams, hasCriteria, type CleanerFilters } from './filter-params';
import { SORT_KEYS } from './vocabulary';

type Props = {
  filters: CleanerFilters;
  onChange: (changes: Partial<CleanerFilters>) => void;
  onClear: () => void;
};

/**
 * A page link of the paging with its real address (`?…&page=N`): search engines follow it to every cleaner, a person
 * can open it in a new tab; a plain click still turns the page in place (the pager's own handler).
 */
function pageLink(filters: CleanerFilters, page: number, type: string, element: ReactNode): ReactNode {
  if ((type !== 'page' && type !== 'jump-prev' && type !== 'jump-next') || !isValidElement(element)) return element;
  const query = filtersToParams({ ...filters, page }).toString();
  return cloneElement(element as ReactElement<{ href?: string; onClick?: (event: MouseEvent) => void }>, {
    href: `/cleaners${query ? `?${query}` : ''}`,
    onClick: (event: MouseEvent) => {
      if (!event.metaKey && !event.ctrlKey && !event.shiftKey) event.preventDefault();
    },
  });
}

/** The cleaners matching the address's criteria: count, order, one page of cards, paging. */
export function CleanerResults({ filters, onChange, onClear }: Props) {
  const { t } = useTranslation(['cleaners', 'common']);
  const { data, error, isLoading, isValidating, mutate } = useCleaners(filters);
  const filtered = hasCriteria(filters);
  const onlyCity = filtered && filters.city !== null && !hasCriteria({ ...filters, city: null });
  // A shared address can point past the last page of a list that has since shrunk.
  const pastTheEnd = data !== undefined && data.items.length === 0 && data.total > 0;
  const emptyText = pastTheEnd
    ? t('cleaners:list.pastLastPage')
    : onlyCity
      ? t('cleaners:list.emptyCity')
      : filtered
        ? t('cleaners:list.emptyFiltered')
        : t('cleaners:list.empty');
  const emptyAction = pastTheEnd ? (
    <Button onClick={() => onChange({ page: 1 })}>{t('cleaners:list.firstPage')}</Button>
  ) : filtered ? (
    <Button onClick={onClear}>{t('cleaners:filters.clear')}</Button>
  ) : undefined;

  return (
    <section className="cleaner-results" aria-labelledby="cleaner-results-count">
      <div className="cleaner-results-head">
        <p id="cleaner-results-count" className="cleaner-results-count" role="status">
          {data === undefined ? t('common:loading') : t('cleaners:list.count', { count: data.total })}
        </p>
        <label className="cleaner-sort">
          <span>{t('cleaners:sort.label')}</span>
          <Select<CleanerSort>
            value={filters.sort}
            popupMatchSelectWidth={false}
            options={CLEANER_SORTS.map((value) => ({ value, label: t(SORT_KEYS[value]) }))}
            onChange={(sort) => onChange({ sort })}
          />
        </label>
      </div>
      <CleanerCollection
        cleaners={data?.items}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        emptyText={emptyText}
        emptyAction={emptyAction}
        layout="grid"
        placeholders={Math.min(filters.pageSize, 6)}
        refreshing={isValidating && !isLoading}
      />
      {data === undefined || data.total <= Math.min(filters.pageSize, ...PAGE_SIZE_OPTIONS) ? null : (
        <Pagination
          className="cleaner-pagination"
          align="center"
          current={filters.page}
          pageSize={filters.pageSize}
          total={data.total}
          showSizeChanger
          pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
          itemRender={(page, type, element) => pageLink(filters, page, type, element)}
          onChange={(page, pageSize) => onChange(pageSize === filters.pageSize ? { page } : { page: 1, pageSize })}
        />
      )}
    </section>
  );
}
