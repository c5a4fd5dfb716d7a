import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useBrand } from '../brand-context';
import { Logo } from './logo';

/** The header's frame: the brand, linked to the home, then the navigation the page gives (a visitor's, a user's). */
export function SiteHeader({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const brand = useBrand();
  return (
    <header className="app-header">
      <Link to={paths.home.href()} className="brand-link" aria-label={t('common:nav.home', { brand: brand.name })}>
        <Logo />
        <span className="brand-name">{brand.name}</span>
      </Link>
      {children}
    </header>
  );
}
