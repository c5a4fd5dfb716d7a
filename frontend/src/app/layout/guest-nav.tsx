import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ChevronDownIcon, MenuIcon } from './menu-icon';
import { becomeCleanerEntries } from './user-menu-entries';
import '../../lib/ui/ui.css';

/** Closes an open panel on Escape (focus back to its button) and on a click outside it. */
function useDismiss(open: boolean, close: () => void, root: React.RefObject<HTMLElement | null>, button: React.RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current !== null && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, root, button]);
}

/** "Become a cleaner": a button that shows the four careers pages as links (a disclosure, not an ARIA menu). */
function BecomeCleanerMenu() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useDismiss(open, () => setOpen(false), root, button);
  return (
    <div className="header-disclosure" ref={root}>
      <button
        ref={button}
        type="button"
        className="wk-btn wk-btn-text header-link"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('common:nav.becomeCleaner')}
        <ChevronDownIcon />
      </button>
      <ul id={listId} className="header-disclosure-panel" hidden={!open}>
        {becomeCleanerEntries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.href} onClick={() => setOpen(false)}>
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Desktop navigation of a logged-out visitor. */
export function GuestNav() {
  const { t } = useTranslation('common');
  return (
    <nav className="header-nav" aria-label={t('common:nav.label')}>
      <NavLink className="header-link" to={paths.homeowners.href()}>
        {t('common:nav.homeowners')}
      </NavLink>
      <NavLink className="header-link" to={paths.gallery.href()}>
        {t('common:nav.gallery')}
      </NavLink>
      <BecomeCleanerMenu />
      <Link className="wk-btn wk-btn-primary" to={paths.login.href()}>
        {t('common:nav.login')}
      </Link>
    </nav>
  );
}

/** Small screens, logged out: one button showing the same entries as the desktop header, as a list of links. */
export function GuestMobileNav() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);
  useDismiss(open, close, root, button);
  return (
    <div className="mobile-nav" ref={root}>
      <button
        ref={button}
        type="button"
        className="wk-btn wk-btn-text"
        aria-label={t('common:nav.openMenu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon />
      </button>
      <nav id={panelId} className="mobile-nav-panel" aria-label={t('common:nav.menu')} hidden={!open}>
        <ul>
          <li>
            <Link to={paths.homeowners.href()} onClick={close}>
              {t('common:nav.homeowners')}
            </Link>
          </li>
          <li>
            <Link to={paths.gallery.href()} onClick={close}>
              {t('common:nav.gallery')}
            </Link>
          </li>
          <li>
            <span className="mobile-nav-group">{t('common:nav.becomeCleaner')}</span>
            <ul>
              {becomeCleanerEntries.map((entry) => (
                <li key={entry.key}>
                  <Link to={entry.href} onClick={close}>
                    {t(entry.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <Link to={paths.login.href()} onClick={close}>
              {t('common:nav.login')}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
