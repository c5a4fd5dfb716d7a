import { Alert, Button, Empty, Radio, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHero } from '../../../lib/page-hero/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GALLERY_FILTERS, isGalleryFilter, useGalleryPages, type GalleryFilter } from '../api/gallery-api';
import { PairCard } from '../components/pair-card';
import '../components/gallery.css';

/** `/gallery`: the cleaners' published before/after pairs, the newest first, filtered by room (`?room=`), paged. */
export default function GalleryPage() {
  const { t } = useTranslation('gallery');
  useDocumentTitle(t('gallery:title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('room');
  const room: GalleryFilter = isGalleryFilter(asked) ? asked : 'all';
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useGalleryPages(room);
  const pairs = data?.flatMap((page) => page.pairs) ?? [];
  const last = data?.[data.length - 1];
  const more = last !== undefined && last.page * last.pageSize < last.total;
  const loadingMore = isValidating && data !== undefined && data.length < size;
  const choose = (next: GalleryFilter) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('room');
        else updated.set('room', next);
        return updated;
      },
      { replace: true },
    );
  };
  return (
    <div className="gallery-page">
      <PageHero title={t('gallery:title')} lead={t('gallery:intro')} />
      <div className="gallery-filter">
        <span id="gallery-filter-label" className="gallery-filter-label">
          {t('gallery:filter')}
        </span>
        <Radio.Group
          aria-labelledby="gallery-filter-label"
          optionType="button"
          buttonStyle="solid"
          value={room}
          onChange={(event) => choose(event.target.value as GalleryFilter)}
          options={GALLERY_FILTERS.map((value) => ({ value, label: t(`gallery:rooms.${value}`) }))}
        />
        {last ? (
          <span className="gallery-count" aria-live="polite">
            {t('gallery:count', { count: last.total })}
          </span>
        ) : null}
      </div>
      {isLoading && !data ? (
        <div className="gallery-grid" aria-busy="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton.Node key={n} active className="gallery-skeleton">
              <span />
            </Skeleton.Node>
          ))}
        </div>
      ) : null}
      {error && !data ? (
        <Alert type="error" showIcon title={t('gallery:loadFailed')} action={<Button onClick={() => void mutate()}>{t('gallery:retry')}</Button>} />
      ) : null}
      {data && pairs.length === 0 ? <Empty description={t('gallery:empty')} /> : null}
      {pairs.length > 0 ? (
        <ul className="gallery-grid" aria-label={t('gallery:pairs')}>
          {pairs.map((pair) => (
            <li key={pair.pairId}>
              <PairCard pair={pair} />
            </li>
          ))}
        </ul>
      ) : null}
      {error && data ? (
        <Alert type="error" showIcon title={t('gallery:loadFailed')} action={<Button onClick={() => void setSize(size)}>{t('gallery:retry')}</Button>} />
      ) : null}
      {more ? (
        <div className="gallery-more">
          <Button size="large" loading={loadingMore} onClick={() => void setSize(size + 1)}>
            {t('gallery:loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
