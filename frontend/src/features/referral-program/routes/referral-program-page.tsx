import { REFERRAL_REWARD_CENTS, REFERRAL_REWARD_VALID_MONTHS, REFERRED_DISCOUNT_CENTS } from '@weklean/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatCents } from '../../../lib/format-money';
import { PageHero } from '../../../lib/page-hero/page-hero';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../components/referral-program.css';

const STEPS = [
  { titleKey: 'referrals:program.steps.share.title', textKey: 'referrals:program.steps.share.text' },
  { titleKey: 'referrals:program.steps.friend.title', textKey: 'referrals:program.steps.friend.text' },
  { titleKey: 'referrals:program.steps.reward.title', textKey: 'referrals:program.steps.reward.text' },
] as const;

const DETAILS = ['referrals:program.details.noLimit', 'referrals:program.details.validity', 'referrals:program.details.credit'] as const;
const RULES = ['referrals:program.rules.self', 'referrals:program.rules.once', 'referrals:program.rules.review'] as const;

/** `/referral-program`: how referring a friend works, what each side gets, the fair-use rules, and where to start. */
export default function ReferralProgramPage() {
  const { t } = useTranslation('referrals');
  const language = useLanguage();
  const session = useSession();
  useDocumentTitle(t('referrals:program.title'));
  const values = {
    reward: formatCents(REFERRAL_REWARD_CENTS, language),
    discount: formatCents(REFERRED_DISCOUNT_CENTS, language),
    months: REFERRAL_REWARD_VALID_MONTHS,
  };
  const signedIn = session.status === 'signed-in';

  return (
    <div className="referral-program">
      <PageHero as="section" titleId="referral-program-title" size="large" title={t('referrals:program.title')} lead={t('referrals:program.intro')} />

      <section aria-labelledby="referral-program-steps">
        <Typography.Title level={2} id="referral-program-steps" className="referral-program-section-title">
          {t('referrals:program.stepsTitle')}
        </Typography.Title>
        <ol className="referral-program-steps">
          {STEPS.map((step, index) => (
            <li key={step.titleKey} className="referral-program-step">
              <span className="referral-program-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="referral-program-step-title">{t(step.titleKey, values)}</h3>
              <Typography.Paragraph type="secondary">{t(step.textKey, values)}</Typography.Paragraph>
            </li>
          ))}
        </ol>
      </section>

      <div className="referral-program-columns">
        <section aria-labelledby="referral-program-details" className="referral-program-box">
          <Typography.Title level={2} id="referral-program-details" className="referral-program-section-title">
            {t('referrals:program.detailsTitle')}
          </Typography.Title>
          <ul className="referral-program-list">
            {DETAILS.map((key) => (
              <li key={key}>{t(key, values)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="referral-program-rules" className="referral-program-box">
          <Typography.Title level={2} id="referral-program-rules" className="referral-program-section-title">
            {t('referrals:program.rulesTitle')}
          </Typography.Title>
          <ul className="referral-program-list">
            {RULES.map((key) => (
              <li key={key}>{t(key, values)}</li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="referral-program-cta" className="referral-program-cta">
        <Typography.Title level={2} id="referral-program-cta" className="referral-program-section-title">
          {t('referrals:program.cta.title')}
        </Typography.Title>
        <Typography.Paragraph>{signedIn ? t('referrals:program.cta.signedInText') : t('referrals:program.cta.signedOutText')}</Typography.Paragraph>
        <Link className="referral-program-cta-link" to={signedIn ? paths.referrals.href() : paths.auth.href({ tab: 'signup' })}>
          {signedIn ? t('referrals:program.cta.signedIn') : t('referrals:program.cta.signedOut')}
        </Link>
      </section>
    </div>
  );
}
