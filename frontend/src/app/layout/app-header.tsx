import { useDevicePushRebind } from '../../features/account/api/device-subscription';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { useSession } from '../../lib/session/session-context';
import { GuestHeader } from './guest-header';
import { MobileNav } from './mobile-nav';
import { SiteHeader } from './site-header';
import { UserMenu } from './user-menu';
import { useUnreadFailureToast } from './use-unread-failure-toast';

export function AppHeader() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const { count: unread, failed } = useUnreadCount(user?.role === 'client' || user?.role === 'cleaner');
  // A device whose notifications this person turned on is subscribed again after they sign in (docs/api/push.md).
  useDevicePushRebind(user?.role === 'client' || user?.role === 'cleaner' ? user.id : null);
  useUnreadFailureToast(failed);
  if (user === null) return <GuestHeader />;
  return (
    <SiteHeader>
      <div className="desktop-nav">
        <UserMenu user={user} unread={unread} />
      </div>
      <MobileNav user={user} unread={unread} />
    </SiteHeader>
  );
}
