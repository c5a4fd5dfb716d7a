import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSignedInUser } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBookings } from '../api/list-bookings';
import { BookingList } from '../components/booking-list';
import { BOOKING_TABS, listQuery, listViewToParams, parseListView, tabCount, type BookingTab, type ListView } from '../components/booking-tabs';
import { viewerOf } from '../components/viewer';
import { TAB_KEYS } from '../components/vocabulary';
import '../components/bookings.css';

/** `/bookings`: the signed-in client's or cleaner's bookings, by status tab (in the address), a page at a time. */
export default function BookingsPage() {
  const { t } = useTranslation(['bookings', 'common']);
  const viewer = viewerOf(useSignedInUser().role);
  const [params, setParams] = useSearchParams();
  const view = parseListView(params);
  const { data, error, isLoading, isValidating, mutate } = useBookings(listQuery(view));
  useDocumentTitle(t('bookings:list.title'));

  const show = (next: ListView) => {
    setParams(listViewToParams(next));
    if (next.page !== view.page) window.scrollTo({ top: 0 });
  };

  const counts = data?.counts;
  return (
    <div className="bookings-page">
      <Typography.Title level={1}>{t('bookings:list.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t(viewer === 'cleaner' ? 'bookings:list.introCleaner' : 'bookings:list.introClient')}
      </Typography.Paragraph>
      <Tabs
        activeKey={view.tab}
        onChange={(tab) => show({ tab: tab as BookingTab, page: 1 })}
        destroyOnHidden
        items={BOOKING_TABS.map((tab) => ({
          key: tab,
          label:
            counts === undefined
              ? t(TAB_KEYS[tab])
              : t('bookings:tabs.withCount', { label: t(TAB_KEYS[tab]), count: tabCount(tab, counts) }),
          children:
            tab === view.tab ? (
              <BookingList
                tab={tab}
                page={view.page}
                viewer={viewer}
                data={data}
                error={error}
                isLoading={isLoading}
                refreshing={isValidating && !isLoading}
                onRetry={() => void mutate()}
                onPage={(page) => show({ tab, page })}
              />
            ) : null,
        }))}
      />
    </div>
  );
}
