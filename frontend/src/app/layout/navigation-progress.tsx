import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';

/** A thin bar while a lazily loaded page is on its way. */
export function NavigationProgress() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label={t('common:loading')} />;
}
