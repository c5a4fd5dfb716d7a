import { EMAIL_KINDS } from '@weklean/domain';
import { Alert, Button, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../lib/session/user';
import { useToast } from '../../../lib/toast';
import { useEmailPreferences, useSaveEmailPreferences, type EmailKind, type EmailPreferences } from '../api/email-preferences';

/** The kinds a role receives at all: requests are a cleaner's, a failed balance a client's (and payouts a cleaner's). */
export const kindsFor = (role: Role | null): EmailKind[] => EMAIL_KINDS.filter((kind) => kind !== 'requests' || role === 'cleaner');

/**
 * The texts of one channel's choices (e-mails, pushes): `kinds`, the key under `account:` of the kinds' labels and
 * helps (`<kinds>.<kind>.label`), then the form's own keys.
 */
export type KindTexts = { kinds: string; loadFailed: string; saved: string; saveFailed: string; save: string };

function PreferenceRow({ kind, role, kinds, checked, disabled, onChange }: { kind: EmailKind; role: Role | null; kinds: string; checked: boolean; disabled: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const help = kind === 'payments' ? `account:${kinds}.payments.help.${role === 'cleaner' ? 'cleaner' : 'client'}` : `account:${kinds}.${kind}.help`;
  return (
    <div className="email-preference">
      <Switch id={id} checked={checked} disabled={disabled} onChange={onChange} aria-describedby={`${id}-help`} />
      <div>
        <label htmlFor={id}>
          <Typography.Text strong>{t(`account:${kinds}.${kind}.label`)}</Typography.Text>
        </label>
        <Typography.Paragraph type="secondary" id={`${id}-help`} className="email-preference-help">
          {t(help)}
        </Typography.Paragraph>
      </div>
    </div>
  );
}

/**
 * A person's choice of kinds for one channel (the e-mails, the pushes): each kind their role receives, on or off,
 * read from and saved to its own route (`preferences`, `save`).
 */
export function KindPreferencesForm({ role, texts, preferences, save, header, label }: {
  role: Role | null;
  texts: KindTexts;
  preferences: { data?: EmailPreferences | undefined; error?: unknown; isLoading: boolean; mutate: () => unknown };
  save: { trigger: (preferences: EmailPreferences) => Promise<unknown>; isMutating: boolean };
  header: ReactNode;
  label?: string;
}) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const { data, error, isLoading, mutate } = preferences;
  const [draft, setDraft] = useState<EmailPreferences | null>(null);
  useEffect(() => {
    if (data) setDraft(data);
  }, [data]);

  if (isLoading || (!draft && !error)) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!draft) {
    return <Alert type="error" showIcon title={t(texts.loadFailed)} action={<Button onClick={() => void mutate()}>{t('common:actions.retry')}</Button>} />;
  }
  const changed = data !== undefined && EMAIL_KINDS.some((kind) => draft[kind] !== data[kind]);
  const submit = async () => {
    try {
      await save.trigger(draft);
      toast.success(t(texts.saved));
    } catch (failed) {
      toast.failure(failed, t(texts.saveFailed));
    }
  };
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {header}
      {kindsFor(role).map((kind) => (
        <PreferenceRow key={kind} kind={kind} role={role} kinds={texts.kinds} checked={draft[kind]} disabled={save.isMutating} onChange={(value) => setDraft({ ...draft, [kind]: value })} />
      ))}
      <Button type="primary" htmlType="submit" loading={save.isMutating} disabled={!changed}>
        {t(texts.save)}
      </Button>
    </form>
  );
}

const EMAIL_TEXTS: KindTexts = {
  kinds: 'emails',
  loadFailed: 'account:emails.loadFailed',
  saved: 'account:emails.saved',
  saveFailed: 'account:emails.saveFailed',
  save: 'account:emails.save',
};

/** Which e-mails the person receives (docs/api/accounts.md); account e-mails are always sent. */
export function EmailPreferencesForm({ role }: { role: Role | null }) {
  const { t } = useTranslation('account');
  return (
    <KindPreferencesForm
      role={role}
      texts={EMAIL_TEXTS}
      preferences={useEmailPreferences()}
      save={useSaveEmailPreferences()}
      header={<Typography.Paragraph type="secondary">{t('account:emails.intro')}</Typography.Paragraph>}
    />
  );
}
