import { useTranslation } from 'react-i18next';
import { CLEANER_SORTS, useCleaners, type CleanerSort } from '../api/list-cleaners';
import { CleanerCollection } from './cleaner-collection';
import { CleanerPager } from './cleaner-pager';
import { PAGE_SIZE_OPTIONS, hasCriteria, type CleanerFilters } from './filter-params';
import { SORT_KEYS } from './vocabulary';

type Props = {
  filters: CleanerFilters;
  onChange: (changes: Partial<CleanerFilters>) => void;
  onClear: () => void;
};

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
    <button type="button" className="wk-btn" onClick={() => onChange({ page: 1 })}>
      {t('cleaners:list.firstPage')}
    </button>
  ) : filtered ? (
    <button type="button" className="wk-btn" onClick={onClear}>
      {t('cleaners:filters.clear')}
    </button>
  ) : undefined;

  return (
    <section className="cleaner-results" aria-labelledby="cleaner-results-count">
      <div className="cleaner-results-head">
        <p id="cleaner-results-count" className="cleaner-results-count" role="status">
          {data === undefined ? t('common:loading') : t('cleaners:list.count', { count: data.total })}
        </p>
        <label className="cleaner-sort">
          <span>{t('cleaners:sort.label')}</span>
          <select className="wk-input wk-select" value={filters.sort} onChange={(event) => onChange({ sort: event.target.value as CleanerSort })}>
            {CLEANER_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(SORT_KEYS[value])}
              </option>
            ))}
          </select>
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
        <CleanerPager filters={filters} total={data.total} onChange={onChange} />
      )}
    </section>
  );
}
