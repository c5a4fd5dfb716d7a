import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { User } from '../../lib/session/user';
import { useBecomeCleanerItems } from './guest-nav';
import { MenuIcon } from './menu-icon';
import { useUserMenuClick, useUserMenuItems } from './user-menu';

function SignedInMenu({ user, unread, onDone }: { user: User; unread: number; onDone: () => void }) {
  const items = useUserMenuItems(user, unread);
  const onClick = useUserMenuClick(onDone);
  return <Menu mode="inline" items={items} onClick={onClick} selectable={false} />;
}

function GuestMenu({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: paths.homeowners.href(), label: t('common:nav.homeowners') },
    { key: paths.gallery.href(), label: t('common:nav.gallery') },
    { key: 'become-cleaner', label: t('common:nav.becomeCleaner'), children: useBecomeCleanerItems() },
    { key: paths.login.href(), label: t('common:nav.login') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    onDone();
    void navigate(key);
  };
  return <Menu mode="inline" items={items} onClick={onClick} selectable={false} />;
}

/** Small screens: one button opening a drawer with the same entries as the desktop header. */
export function MobileNav({ user, unread }: { user: User | null; unread: number }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="mobile-nav">
      <Button
        type="text"
        icon={<MenuIcon />}
        aria-label={t('common:nav.openMenu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <Drawer open={open} onClose={close} placement="right" title={t('common:nav.menu')} size={300}>
        {user === null ? <GuestMenu onDone={close} /> : <SignedInMenu user={user} unread={unread} onDone={close} />}
      </Drawer>
    </div>
  );
}
