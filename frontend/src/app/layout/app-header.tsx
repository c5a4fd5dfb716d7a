import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { useSession } from '../../lib/session/session-context';
import { currentBrand } from '../current-site';
import { GuestNav } from './guest-nav';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { UserMenu } from './user-menu';

export function AppHeader() {
  const { t } = useTranslation('common');
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const unread = useUnreadCount(user?.role === 'client' || user?.role === 'cleaner');
  return (
    <Layout.Header className="app-header">
      <Link to={paths.home.href()} className="brand-link" aria-label={t('common:nav.home', { brand: currentBrand.name })}>
        <Logo />
        <span className="brand-name">{currentBrand.name}</span>
      </Link>
      <div className="desktop-nav">{user === null ? <GuestNav /> : <UserMenu user={user} unread={unread} />}</div>
      <MobileNav user={user} unread={unread} />
    </Layout.Header>
  );
}
