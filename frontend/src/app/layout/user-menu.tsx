import { Badge, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../lib/session/user';
import { PersonAvatar } from '../../lib/ui/person-avatar';
import { useLogout } from './use-logout';
import { userMenuEntries } from './user-menu-entries';

/** The menu items, shared by the desktop dropdown and the mobile drawer. */
export function useUserMenuItems(user: User, unread: number): MenuProps['items'] {
  const { t } = useTranslation('common');
  return userMenuEntries(user.role).map((entry) => {
    const label =
      entry.kind === 'link' && entry.unreadBadge && unread > 0 ? (
        <span className="menu-label-with-badge">
          {t(entry.labelKey)}
          <Badge count={unread} overflowCount={99} title={t('common:userMenu.unread', { count: unread })} />
        </span>
      ) : (
        t(entry.labelKey)
      );
    return { key: entry.kind === 'link' ? entry.href : entry.key, label, danger: entry.kind === 'logout' };
  });
}

export function useUserMenuClick(onDone?: () => void): NonNullable<MenuProps['onClick']> {
  const navigate = useNavigate();
  const logout = useLogout();
  return ({ key }) => {
    onDone?.();
    if (key === 'logout') void logout();
    else void navigate(key);
  };
}

export function UserMenu({ user, unread }: { user: User; unread: number }) {
  const { t } = useTranslation('common');
  const items = useUserMenuItems(user, unread);
  const onClick = useUserMenuClick();
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button type="text" className="user-menu-trigger" aria-label={t('common:userMenu.open', { name: user.name })}>
        <Badge dot={unread > 0} offset={[-2, 2]}>
          <PersonAvatar name={user.name} url={user.profilePic} size={24} />
        </Badge>
        <span className="user-menu-name">{user.name}</span>
      </Button>
    </Dropdown>
  );
}
