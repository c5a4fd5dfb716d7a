import { Alert, Button, Result, Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/session/session-context';
import { EmbeddedPage } from '../../../lib/use-document-title';
import { useMyCleanerProfile } from '../api/get-my-slug';
import type { ProfileParts } from '../components/parts';
import '../components/dashboard.css';


/**
 * The public page of `/cleaners/:slug`, shown here for the cleaner's own slug: it reads the slug from the route, so it
 * is given one (a location under this page's own path, as descendant routes must be). The tab keeps this page's title.
 */
function OwnPublicPage({ Page, slug }: { Page: ProfileParts['PublicProfilePage']; slug: string }) {
  return (
    <EmbeddedPage>
      <Routes location={{ pathname: `${paths.profile.href()}/cleaners/${encodeURIComponent(slug)}` }}>
        <Route path="cleaners/:slug" element={<Page />} />
      </Routes>
    </EmbeddedPage>
  );
}

/** A cleaner's public page as clients see it, with the ways to change it; a note while it is not public yet. */
function PublicProfileTab({ PublicProfilePage }: Pick<ProfileParts, 'PublicProfilePage'>) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data: me, error, isLoading, mutate } = useMyCleanerProfile(true);
  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (me === undefined) {
    return (
      <Result
        status="error"
        title={t('dashboard:profilePage.loadFailed')}
        subTitle={error instanceof Error ? error.message : undefined}
        extra={
          <Button type="primary" onClick={() => void mutate()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  const edit = (
    <div className="dashboard-links">
      <Link to={paths.onboarding.href()}>{t('dashboard:profilePage.edit')}</Link>
      <Link to={paths.profileCalendar.href()}>{t('dashboard:profilePage.availability')}</Link>
    </div>
  );
  if (!me.started || me.slug === null) {
    return (
      <Alert type="info" showIcon title={t('dashboard:profilePage.notStarted')} action={<Link to={paths.onboarding.href()}>{t('dashboard:profilePage.start')}</Link>} />
    );
  }
  return (
    <>
      {me.verificationStatus === 'verified' ? (
        <Alert type="success" showIcon title={t('dashboard:profilePage.asClientsSee')} action={edit} />
      ) : (
        <Alert type="warning" showIcon title={t('dashboard:profilePage.notPublic')} action={edit} />
      )}
      {me.verificationStatus === 'verified' ? <OwnPublicPage Page={PublicProfilePage} slug={me.slug} /> : null}
    </>
  );
}

type Section = 'public' | 'account' | 'todos';
const CLEANER_SECTIONS: readonly Section[] = ['public', 'account', 'todos'];
const CLIENT_SECTIONS: readonly Section[] = ['account', 'todos'];
const SECTION_IDS: Record<Section, string> = { public: 'profile-public', account: 'profile-account', todos: 'profile-todos' };

/**
 * `/profile`: the profile area, one page of sections with a way to each: a cleaner's public page as clients see it
 * (with the way to edit it), the account settings, the to-do list. A client's starts with the account settings.
 * `?tab=account` or `?tab=todos` opens the page at that section.
 */
export default function ProfilePage({ parts }: { parts: ProfileParts }) {
  const { t } = useTranslation('dashboard');
  const user = useSignedInUser();
  const [search] = useSearchParams();
  const sections = user.role === 'cleaner' ? CLEANER_SECTIONS : CLIENT_SECTIONS;
  const asked = search.get('tab');
  useEffect(() => {
    const section = sections.find((candidate) => candidate === asked);
    if (section === undefined || section === sections[0]) return;
    document.getElementById(SECTION_IDS[section])?.scrollIntoView({ block: 'start' });
  }, [asked, sections]);
  const labels: Record<Section, string> = {
    public: t('dashboard:profilePage.tabs.public'),
    account: t('dashboard:profilePage.tabs.account'),
    todos: t('dashboard:profilePage.tabs.todos'),
  };
  const content: Record<Section, ReactNode> = {
    public: <PublicProfileTab PublicProfilePage={parts.PublicProfilePage} />,
    account: <parts.AccountSettings />,
    todos: <parts.TodoList />,
  };
  return (
    <div className="dashboard-profile">
      <nav aria-label={t('dashboard:profilePage.nav')} className="dashboard-profile-nav">
        {sections.map((section) => (
          <a key={section} href={`#${SECTION_IDS[section]}`}>
            {labels[section]}
          </a>
        ))}
      </nav>
      {sections.map((section) => (
        <section key={section} id={SECTION_IDS[section]} aria-label={labels[section]} className="dashboard-profile-section">
          {content[section]}
        </section>
      ))}
    </div>
  );
}
