import { PROVINCES, type Province } from '@weklean/domain';
import { Button, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CURRENT_USER_URL } from '../../../lib/api-client';
import { setProvince } from '../api/set-province';
import { useSession } from '../../../lib/session/session-context';
import type { User } from '../../../lib/session/user';
import { useToast } from '../../../lib/toast';

const NOT_SAID = 'none';
/** The stored province as the list's choice (a code the list does not know reads as not said). */
const toChoice = (province: string | undefined): Province | typeof NOT_SAID => PROVINCES.find((code) => code === province) ?? NOT_SAID;

/**
 * Where the person lives (`PUT /api/users/me/province`, docs/api/accounts.md): a client's first property or a
 * cleaner's base city says it unless they choose here. With both sites configured, a Quebec person whose language is
 * French is shown the French site, anyone else the English one (SPEC 1).
 */
export function ProvinceForm({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'common']);
  const id = useId();
  const toast = useToast();
  const session = useSession();
  const { mutate } = useSWRConfig();
  const [value, setValue] = useState<Province | typeof NOT_SAID>(toChoice(user.province));
  const [saving, setSaving] = useState(false);
  const changed = value !== (user.province ?? NOT_SAID);

  const save = async () => {
    setSaving(true);
    try {
      const user = await setProvince(value === NOT_SAID ? null : value);
      session.setUser(user);
      await mutate(CURRENT_USER_URL, user, { revalidate: false });
      toast.success(t('account:province.saved'));
    } catch (failed) {
      toast.failure(failed, t('account:province.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="province-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={id}>
        <Typography.Text strong>{t('account:province.label')}</Typography.Text>
      </label>
      <Typography.Paragraph type="secondary" id={`${id}-help`}>
        {t('account:province.help')}
      </Typography.Paragraph>
      <div className="province-form-row">
        <Select
          id={id}
          aria-describedby={`${id}-help`}
          value={value}
          onChange={setValue}
          className="province-select"
          options={[
            ...PROVINCES.map((code) => ({ value: code, label: t(`account:province.names.${code}`) })),
            { value: NOT_SAID, label: t('account:province.notSaid') },
          ]}
        />
        <Button type="primary" htmlType="submit" loading={saving} disabled={!changed}>
          {t('account:province.save')}
        </Button>
      </div>
    </form>
  );
}
