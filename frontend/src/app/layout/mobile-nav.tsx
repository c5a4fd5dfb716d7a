import { Button, Drawer, Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../lib/session/user';
import { MenuIcon } from './menu-icon';
import { useUserMenuClick, useUserMenuItems } from './user-menu';

function SignedInMenu({ user, unread, onDone }: { user: User; unread: number; onDone: () => void }) {
  const items = useUserMenuItems(user, unread);
  const onClick = useUserMenuClick(onDone);
  return <Menu mode="inline" items={items} onClick={onClick} selectable={false} />;
}

/** Small screens, signed in: one button opening a drawer with the same entries as the desktop header's menu. */
export function MobileNav({ user, unread }: { user: User; unread: number }) {
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
        <SignedInMenu user={user} unread={unread} onDone={close} />
      </Drawer>
    </div>
  );
}
