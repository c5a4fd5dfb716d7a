import { EMAIL_KINDS } from '@weklean/domain';
import { Alert, Button, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../lib/session/user';
import { useToast } from '../../../lib/toast';
import { useEmailPreferences, useSaveEmailPreferences, type EmailKind, type EmailPreferences } from '../api/email-preferences';

/** The kinds a role receives at all: requests are a cleaner's, a failed balance a client's (and payouts a cleaner's). */
export const kindsFor = (role: Role | null): EmailKind[] => EMAIL_KINDS.filter((kind) => kind !== 'requests' || role === 'cleaner');

function PreferenceRow({ kind, role, checked, disabled, onChange }: { kind: EmailKind; role: Role | null; checked: boolean; disabled: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const help = kind === 'payments' ? `account:emails.payments.help.${role === 'cleaner' ? 'cleaner' : 'client'}` : `account:emails.${kind}.help`;
  return (
    <div className="email-preference">
      <Switch id={id} checked={checked} disabled={disabled} onChange={onChange} aria-describedby={`${id}-help`} />
      <div>
        <label htmlFor={id}>
          <Typography.Text strong>{t(`account:emails.${kind}.label`)}</Typography.Text>
        </label>
        <Typography.Paragraph type="secondary" id={`${id}-help`} className="email-preference-help">
          {t(help)}
        </Typography.Paragraph>
      </div>
    </div>
  );
}

/** Which e-mails the person receives (docs/api/accounts.md); account e-mails are always sent. */
export function EmailPreferencesForm({ role }: { role: Role | null }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const { data, error, isLoading, mutate } = useEmailPreferences();
  const save = useSaveEmailPreferences();
  const [draft, setDraft] = useState<EmailPreferences | null>(null);
  useEffect(() => {
    if (data) setDraft(data);
  }, [data]);

  if (isLoading || (!draft && !error)) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!draft) {
    return (
      <Alert type="error" showIcon title={t('account:emails.loadFailed')} action={<Button onClick={() => void mutate()}>{t('common:actions.retry')}</Button>} />
    );
  }
  const changed = data !== undefined && EMAIL_KINDS.some((kind) => draft[kind] !== data[kind]);
  const submit = async () => {
    try {
      await save.trigger(draft);
      toast.success(t('account:emails.saved'));
    } catch (failed) {
      toast.failure(failed, t('account:emails.saveFailed'));
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography.Paragraph type="secondary">{t('account:emails.intro')}</Typography.Paragraph>
      {kindsFor(role).map((kind) => (
        <PreferenceRow key={kind} kind={kind} role={role} checked={draft[kind]} disabled={save.isMutating} onChange={(value) => setDraft({ ...draft, [kind]: value })} />
      ))}
      <Button type="primary" htmlType="submit" loading={save.isMutating} disabled={!changed}>
        {t('account:emails.save')}
      </Button>
    </form>
  );
}
