import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** `GET /api/me/data` (docs/api/accounts.md): the server names the file; the session cookie goes with the link. */
import { client, linkTo } from '../../../lib/api';

export const MY_DATA_URL = linkTo(client.me.data.$url());

/** Law 25: everything held about the person, as a JSON file. */
export function DownloadData() {
  const { t } = useTranslation('account');
  return (
    <>
      <Typography.Paragraph>{t('account:data.intro')}</Typography.Paragraph>
      <Button href={MY_DATA_URL} download>
        {t('account:data.download')}
      </Button>
    </>
  );
}
