import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo';

/**
 * Full-screen splash while the user (or the first catalogues) load. It is also the Suspense fallback of the
 * catalogues, so it must not suspend itself: its label appears once `common` is there.
 */
export function LoadingSplash() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div className="loading-splash" role="status" aria-live="polite" aria-busy="true">
      <Logo size={56} />
      <Spin size="large" />
      {ready ? <span className="visually-hidden">{t('common:loading')}</span> : null}
    </div>
  );
}
