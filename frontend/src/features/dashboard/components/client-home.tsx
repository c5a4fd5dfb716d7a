import { Button, Card, Empty, Typography } from 'antd';
import { PersonAvatar } from '../../../lib/ui/person-avatar';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatQuebecDay } from '../../../lib/format-date';
import { awaitsDeposit } from '../../../lib/payments/deposit-step';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { ClientHome, PastCleaner } from '../api/get-home';
import { BookingRow } from './booking-row';
import { timeLeft } from './home-format';
import { useNow } from './use-now';

const heading = (id: string, text: string) => (
  <h2 id={id} className="dashboard-card-title">
    {text}
  </h2>
);

function CleanerList({ cleaners, label, kind }: { cleaners: PastCleaner[]; label: string; kind: 'again' | 'favourite' }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const navigate = useNavigate();
  return (
    <ul className="dashboard-cleaners" aria-label={label}>
      {cleaners.map((cleaner) => (
        <li key={cleaner.cleanerId} className="dashboard-cleaner">
          <PersonAvatar name={cleaner.name} url={cleaner.avatarUrl} size={48} />
          <div className="dashboard-cleaner-text">
            <Link to={paths.cleanerProfile.href({ slug: cleaner.slug })} className="dashboard-cleaner-name">
              {cleaner.name}
            </Link>
            <span className="dashboard-muted">
              {kind === 'favourite' && cleaner.myRating !== null
                ? t('dashboard:cleaners.yourRating', { rating: cleaner.myRating })
                : t('dashboard:cleaners.last', { count: cleaner.times, date: formatQuebecDay(cleaner.lastCleanedAt, language) })}
            </span>
          </div>
          <Button onClick={() => void navigate(paths.book.href({ cleanerSlug: cleaner.slug }))} aria-label={t('dashboard:cleaners.bookName', { name: cleaner.name })}>
            {t('dashboard:cleaners.book')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** A client's home: the next cleaning, the requests waiting for an answer, the cleaners to book again, the way to a new one. */
export function ClientHomeView({ home }: { home: ClientHome }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const now = useNow();
  const find = (
    <Button type="primary" size="large" onClick={() => void navigate(paths.cleaners.href())}>
      {t('dashboard:client.find')}
    </Button>
  );
  return (
    <div className="dashboard-grid">
      <div className="dashboard-column">
        <Card title={heading('home-next', t('dashboard:client.next'))} className="dashboard-card dashboard-next" role="region" aria-labelledby="home-next">
          {home.next === null ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard:client.noNext')}>
              {find}
            </Empty>
          ) : (
            <>
              <BookingRow booking={home.next} side="client" />
              {home.laterCount > 0 ? (
                <p className="dashboard-muted">
                  <Link to={paths.bookings.href()}>{t('dashboard:client.later', { count: home.laterCount })}</Link>
                </p>
              ) : null}
            </>
          )}
        </Card>
        <Card
          title={heading('home-waiting', t('dashboard:client.waiting', { count: home.waiting.length }))}
          className="dashboard-card"
          role="region" aria-labelledby="home-waiting"
        >
          {home.waiting.length === 0 ? (
            <Typography.Text type="secondary">{t('dashboard:client.noneWaiting')}</Typography.Text>
          ) : (
            <ul className="dashboard-list" aria-label={t('dashboard:client.waitingLabel')}>
              {home.waiting.map((booking) => {
                // A deposit waiting for the bank's step: the client's to confirm, and no countdown has started.
                const confirm = awaitsDeposit(booking);
                const left = confirm ? null : timeLeft(booking.expiresAt, now);
                return (
                  <li key={booking.id}>
                    <BookingRow
                      booking={booking}
                      side="client"
                      extra={
                        confirm ? (
                          <Typography.Text strong className="dashboard-expiry">
                            {t('dashboard:client.confirmPayment')}
                          </Typography.Text>
                        ) : left === null ? null : (
                          <Typography.Text type="secondary" className="dashboard-expiry">
                            {left.kind === 'expired'
                              ? t('dashboard:client.answerLate')
                              : t('dashboard:client.answerWithin', { hours: left.hours, minutes: String(left.minutes).padStart(2, '0') })}
                          </Typography.Text>
                        )
                      }
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </div>
      <div className="dashboard-column">
        <Card title={heading('home-find', t('dashboard:client.findTitle'))} className="dashboard-card" role="region" aria-labelledby="home-find">
          <p className="dashboard-muted">{t('dashboard:client.findText')}</p>
          {find}
        </Card>
        <Card title={heading('home-again', t('dashboard:client.again'))} className="dashboard-card" role="region" aria-labelledby="home-again">
          {home.bookAgain.length === 0 ? (
            <Typography.Text type="secondary">{t('dashboard:client.noneAgain')}</Typography.Text>
          ) : (
            <CleanerList cleaners={home.bookAgain} label={t('dashboard:client.again')} kind="again" />
          )}
        </Card>
        <Card title={heading('home-favourites', t('dashboard:client.favourites'))} className="dashboard-card" role="region" aria-labelledby="home-favourites">
          <p className="dashboard-muted">{t('dashboard:client.favouritesHint')}</p>
          {home.favourites.length === 0 ? (
            <Typography.Text type="secondary">{t('dashboard:client.noFavourites')}</Typography.Text>
          ) : (
            <CleanerList cleaners={home.favourites} label={t('dashboard:client.favourites')} kind="favourite" />
          )}
        </Card>
      </div>
    </div>
  );
}
