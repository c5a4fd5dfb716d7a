import { Card, Empty, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatCalendarDay } from '../../../lib/format-date';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { CleanerHome, HomeBooking, NextStep } from '../api/get-home';
import { BookingRow } from './booking-row';
import { RequestCard } from './request-card';
import { useNow } from './use-now';

/** Where each next step is done. */
const STEP_LINKS: Record<NextStep, string> = {
  'start-profile': paths.onboarding.href(),
  'finish-profile': paths.onboarding.href(),
  'get-verified': paths.onboarding.href(),
  'set-availability': paths.profileCalendar.href(),
  'add-work-photos': paths.onboarding.href(),
  'set-up-payouts': paths.profilePayouts.href(),
};

const STEP_KEYS = {
  'start-profile': 'dashboard:profile.steps.start-profile',
  'finish-profile': 'dashboard:profile.steps.finish-profile',
  'get-verified': 'dashboard:profile.steps.get-verified',
  'set-availability': 'dashboard:profile.steps.set-availability',
  'add-work-photos': 'dashboard:profile.steps.add-work-photos',
  'set-up-payouts': 'dashboard:profile.steps.set-up-payouts',
} as const satisfies Record<NextStep, `dashboard:${string}`>;

const heading = (id: string, text: string) => (
  <h2 id={id} className="dashboard-card-title">
    {text}
  </h2>
);

function JobList({ jobs, label, empty }: { jobs: HomeBooking[]; label: string; empty: string }) {
  if (jobs.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <ul className="dashboard-list" aria-label={label}>
      {jobs.map((job) => (
        <li key={job.id}>
          <BookingRow booking={job} side="cleaner" />
        </li>
      ))}
    </ul>
  );
}

function Earnings({ earnings }: { earnings: CleanerHome['earnings'] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const money = (cents: number) => formatCents(cents, language);
  return (
    <Card title={heading('home-earnings', t('dashboard:earnings.title'))} className="dashboard-card" role="region" aria-labelledby="home-earnings">
      <p className="dashboard-muted">
        {t('dashboard:earnings.week', {
          monday: formatCalendarDay(earnings.monday, language, 'weekday'),
          sunday: formatCalendarDay(earnings.sunday, language, 'weekday'),
        })}
      </p>
      <p className="dashboard-big">{money(earnings.total)}</p>
      <dl className="dashboard-facts">
        <dt>{t('dashboard:earnings.earned')}</dt>
        <dd>{money(earnings.earned)}</dd>
        <dt>{t('dashboard:earnings.upcoming')}</dt>
        <dd>{money(earnings.upcoming)}</dd>
      </dl>
      <p className="dashboard-muted">{t('dashboard:earnings.note')}</p>
      <Link to={paths.profilePayouts.href()}>{t('dashboard:earnings.payouts')}</Link>
    </Card>
  );
}

function ProfileProgress({ profile }: { profile: CleanerHome['profile'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={heading('home-profile', t('dashboard:profile.title'))} className="dashboard-card" role="region" aria-labelledby="home-profile">
      <Progress percent={profile.completeness} aria-label={t('dashboard:profile.completeness', { percent: profile.completeness })} />
      {profile.next.length === 0 ? (
        <p>{t('dashboard:profile.allDone')}</p>
      ) : (
        <>
          <p className="dashboard-muted">{t('dashboard:profile.next')}</p>
          <ol className="dashboard-steps">
            {profile.next.map((step) => (
              <li key={step}>
                <Link to={STEP_LINKS[step]}>{t(STEP_KEYS[step])}</Link>
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="dashboard-links">
        {profile.slug === null ? null : <Link to={paths.profile.href()}>{t('dashboard:profile.seePublic')}</Link>}
        <Link to={paths.onboarding.href()}>{t('dashboard:profile.edit')}</Link>
      </div>
    </Card>
  );
}

/** A cleaner's home: the requests to answer first, then the day's and the week's work, the week's pay, the profile. */
export function CleanerHomeView({ home }: { home: CleanerHome }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const now = useNow();
  return (
    <div className="dashboard-grid">
      <div className="dashboard-column">
        <Card
          title={heading('home-requests', t('dashboard:requests.title', { count: home.requests.length }))}
          className="dashboard-card dashboard-requests"
          role="region" aria-labelledby="home-requests"
        >
          {home.requests.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard:requests.none')} />
          ) : (
            <ul className="dashboard-list" aria-label={t('dashboard:requests.listLabel')}>
              {home.requests.map((request) => (
                <RequestCard key={request.id} booking={request} now={now} />
              ))}
            </ul>
          )}
        </Card>
        <Card
          title={heading('home-today', t('dashboard:jobs.today', { day: formatCalendarDay(home.today, language, 'weekday') }))}
          className="dashboard-card"
          role="region" aria-labelledby="home-today"
        >
          <JobList jobs={home.todayJobs} label={t('dashboard:jobs.todayLabel')} empty={t('dashboard:jobs.noneToday')} />
        </Card>
        <Card title={heading('home-week', t('dashboard:jobs.week'))} className="dashboard-card" role="region" aria-labelledby="home-week">
          <JobList jobs={home.weekJobs} label={t('dashboard:jobs.weekLabel')} empty={t('dashboard:jobs.noneWeek')} />
          <div className="dashboard-links">
            <Link to={paths.bookings.href()}>{t('dashboard:jobs.all')}</Link>
            <Link to={paths.profileCalendar.href()}>{t('dashboard:jobs.calendar')}</Link>
          </div>
        </Card>
      </div>
      <div className="dashboard-column">
        <Earnings earnings={home.earnings} />
        <ProfileProgress profile={home.profile} />
      </div>
    </div>
  );
}
