import type { VerificationDocumentType } from '@weklean/domain';
import { Button, DatePicker, Form, Upload, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateInput } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useToast } from '../../../lib/toast';
import { useUploadDocument } from '../api/upload-document';
import { fileRules, issuedOnRules } from './onboarding-rules';
import { ISO_DATE, toIsoDate } from './onboarding-values';
import { MAX_UPLOAD_MB, acceptAttribute, uploadProblem } from './upload-checks';
import { useSaveFailure } from './use-save-failure';
import { UPLOAD_PROBLEM_KEYS } from './vocabulary';

type UploadValues = { file: UploadFile[]; issuedOn?: Dayjs | null };

type Props = {
  type: VerificationDocumentType;
  /** The form's name, unique on the page (it prefixes the fields' ids). */
  name: string;
  submitLabel: string;
  /** A background check states its issue date (and must be recent). */
  withIssueDate?: boolean;
};

/**
 * Sends one verification document: `POST /api/cleaners/me/documents` (multipart). The file is checked in the browser
 * first (PDF, JPG or PNG, 10 MB at most), but the server reads the bytes and decides.
 */
export function DocumentUpload({ type, name, submitLabel, withIssueDate = false }: Props) {
  const { t } = useTranslation(['onboarding', 'common']);
  const dateField = dateInput(useLanguage());
  const [form] = Form.useForm<UploadValues>();
  const { trigger, isMutating } = useUploadDocument();
  const toast = useToast();
  const showFailure = useSaveFailure(form);
  const today = dayjs().format(ISO_DATE);

  const onFinish = async (values: UploadValues) => {
    const file = values.file[0]?.originFileObj;
    if (file === undefined) return;
    const issuedOn = toIsoDate(values.issuedOn);
    try {
      await trigger({ type, file, ...(issuedOn === null ? {} : { issuedOn }) });
      form.resetFields();
      toast.success(t('onboarding:documents.sent'));
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Form<UploadValues>
      form={form}
      name={name}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ file: [] }}
      onFinish={(values) => void onFinish(values)}
      disabled={isMutating}
      className="document-upload"
    >
      <Form.Item
        name="file"
        label={t('onboarding:documents.file')}
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={fileRules(t)}
        extra={t('onboarding:documents.fileHint', { maxMb: MAX_UPLOAD_MB })}
      >
        <Upload
          accept={acceptAttribute('document')}
          maxCount={1}
          beforeUpload={(file) => {
            const problem = uploadProblem(file, 'document');
            if (problem === null) return false;
            form.setFields([{ name: 'file', errors: [t(UPLOAD_PROBLEM_KEYS.document[problem], { maxMb: MAX_UPLOAD_MB })] }]);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button>{t('onboarding:documents.choose')}</Button>
        </Upload>
      </Form.Item>
      {withIssueDate ? (
        <Form.Item
          name="issuedOn"
          label={t('onboarding:documents.issuedOnLabel')}
          rules={issuedOnRules(t, today)}
          extra={t('onboarding:documents.issuedOnHint')}
        >
          <DatePicker {...dateField} disabledDate={(date) => date.isAfter(dayjs(), 'day')} />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={isMutating}>
        {submitLabel}
      </Button>
    </Form>
  );
}
