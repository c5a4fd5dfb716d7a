import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ChevronDownIcon } from './menu-icon';
import { becomeCleanerEntries } from './user-menu-entries';

export function useBecomeCleanerItems(): NonNullable<MenuProps['items']> {
  const { t } = useTranslation('common');
  return becomeCleanerEntries.map((entry) => ({ key: entry.href, label: t(entry.labelKey) }));
}

/** Desktop navigation of a logged-out visitor. */
export function GuestNav() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const items = useBecomeCleanerItems();
  return (
    <nav className="header-nav" aria-label={t('common:nav.label')}>
      <NavLink className="header-link" to={paths.homeowners.href()}>
        {t('common:nav.homeowners')}
      </NavLink>
      <NavLink className="header-link" to={paths.gallery.href()}>
        {t('common:nav.gallery')}
      </NavLink>
      <Dropdown menu={{ items, onClick: ({ key }) => void navigate(key) }} trigger={['click']} autoFocus>
        <Button type="text" className="header-link">
          {t('common:nav.becomeCleaner')}
          <ChevronDownIcon />
        </Button>
      </Dropdown>
      <Button type="primary" onClick={() => void navigate(paths.login.href())}>
        {t('common:nav.login')}
      </Button>
    </nav>
  );
}
