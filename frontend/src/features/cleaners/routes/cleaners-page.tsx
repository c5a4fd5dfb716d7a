import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CleanerFiltersPanel } from '../components/cleaner-filters';
import { CleanerResults } from '../components/cleaner-results';
import { changeFilters, clearFilters, filtersToParams, parseFilters, type CleanerFilters } from '../components/filter-params';
import type { CleanersPageParts } from '../components/parts';
import '../../../lib/ui/ui.css';
import '../components/cleaners.css';

/** `/cleaners`: the search, its criteria kept in the address (shareable; back and forward step through changes). */
export default function CleanersPage({ parts }: { parts: CleanersPageParts }) {
  const { t } = useTranslation('cleaners');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseFilters(searchParams);
  useDocumentTitle(t('cleaners:list.title'));

  const show = (next: CleanerFilters, toTop: boolean) =>
    setSearchParams(filtersToParams(next), { preventScrollReset: !toTop });
  // A new page of results starts at the top; a changed criterion keeps the visitor where they are.
  const onChange = (changes: Partial<CleanerFilters>) => show(changeFilters(filters, changes), 'page' in changes);
  const onClear = () => show(clearFilters(filters), false);

  return (
    <div className="cleaners-page">
      <header className="cleaners-page-head">
        <h1 className="wk-title">{t('cleaners:list.title')}</h1>
        <p className="wk-paragraph wk-secondary">{t('cleaners:list.intro')}</p>
      </header>
      <div className="cleaners-layout">
        <aside>
          <CleanerFiltersPanel filters={filters} onChange={onChange} onClear={onClear} CityPicker={parts.CityPicker} />
        </aside>
        <CleanerResults filters={filters} onChange={onChange} onClear={onClear} />
      </div>
    </div>
  );
}
