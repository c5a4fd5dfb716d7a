import {
  Alert, Button, Card, Checkbox, Form, Input, Pagination, Progress, Radio, Select, Space, Switch, Table, Tabs, Tag, Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ThemeName, ThemePagesParts } from '../components/parts';
import { ThemeColumn } from '../components/theme-column';
import '../components/theme-pages.css';

/** The same components, drawn by one theme (inside that theme's ConfigProvider). */
function Sample({ name, current, onApply }: { name: ThemeName; current: boolean; onApply: () => void }) {
  const { t } = useTranslation('theme-pages');
  const id = (field: string) => `${name}-${field}`;
  return (
    <div className="theme-sample">
      <Button type="primary" onClick={onApply} disabled={current} aria-pressed={current}>
        {current ? t('theme-pages:test.current') : t('theme-pages:test.apply', { theme: t(`theme-pages:names.${name}`) })}
      </Button>
      <Space wrap>
        <Button type="primary">{t('theme-pages:test.primary')}</Button>
        <Button>{t('theme-pages:test.default')}</Button>
        <Button type="dashed">{t('theme-pages:test.dashed')}</Button>
        <Button type="link">{t('theme-pages:test.link')}</Button>
        <Button danger>{t('theme-pages:test.danger')}</Button>
        <Button disabled>{t('theme-pages:test.disabled')}</Button>
      </Space>
      <Form layout="vertical" requiredMark>
        <Form.Item label={t('theme-pages:test.name')} htmlFor={id('name')}>
          <Input id={id('name')} placeholder={t('theme-pages:test.namePlaceholder')} />
        </Form.Item>
        <Form.Item label={t('theme-pages:test.email')} htmlFor={id('email')} validateStatus="error" help={t('theme-pages:test.emailError')} required>
          <Input id={id('email')} defaultValue="marie@" />
        </Form.Item>
        <Form.Item label={t('theme-pages:test.service')} htmlFor={id('service')}>
          <Select
            id={id('service')}
            defaultValue="basic"
            options={[
              { value: 'basic', label: t('theme-pages:test.basic') },
              { value: 'deep', label: t('theme-pages:test.deep') },
            ]}
          />
        </Form.Item>
        <Space wrap>
          <Checkbox defaultChecked>{t('theme-pages:test.pets')}</Checkbox>
          <Radio.Group defaultValue="one" name={id('frequency')}>
            <Radio value="one">{t('theme-pages:test.once')}</Radio>
            <Radio value="weekly">{t('theme-pages:test.weekly')}</Radio>
          </Radio.Group>
          <label className="theme-switch">
            <Switch defaultChecked aria-label={t('theme-pages:test.supplies')} /> {t('theme-pages:test.supplies')}
          </label>
        </Space>
      </Form>
      <Space wrap>
        <Tag color="green">{t('theme-pages:test.confirmed')}</Tag>
        <Tag color="gold">{t('theme-pages:test.pending')}</Tag>
        <Tag color="red">{t('theme-pages:test.cancelled')}</Tag>
        <Tag color="blue">{t('theme-pages:test.verified')}</Tag>
      </Space>
      <Alert type="success" showIcon title={t('theme-pages:test.success')} />
      <Alert type="info" showIcon title={t('theme-pages:test.info')} />
      <Alert type="warning" showIcon title={t('theme-pages:test.warning')} />
      <Alert type="error" showIcon title={t('theme-pages:test.error')} />
      <Card size="small" title={t('theme-pages:test.cardTitle')}>
        <Typography.Paragraph>{t('theme-pages:test.cardText')}</Typography.Paragraph>
        <Typography.Text type="secondary">{t('theme-pages:test.secondary')}</Typography.Text>
      </Card>
      <Tabs
        items={[
          { key: 'a', label: t('theme-pages:test.upcoming'), children: <Progress percent={60} aria-label={t('theme-pages:test.progress')} /> },
          { key: 'b', label: t('theme-pages:test.past'), children: <Progress percent={100} aria-label={t('theme-pages:test.progress')} /> },
        ]}
      />
      <Table
        size="small"
        pagination={false}
        rowKey="day"
        columns={[
          { title: t('theme-pages:test.day'), dataIndex: 'day' },
          { title: t('theme-pages:test.hours'), dataIndex: 'hours' },
        ]}
        dataSource={[
          { day: t('theme-pages:test.monday'), hours: '8 – 17' },
          { day: t('theme-pages:test.tuesday'), hours: '9 – 15' },
        ]}
      />
      <Pagination total={50} defaultCurrent={2} size="small" />
    </div>
  );
}

/**
 * `/theme-test`: real antd components drawn three times side by side, each by one theme (SPEC 1: default, bright,
 * dark), and a button that makes a theme the site's (as the footer's switch does).
 */
export default function ThemeTestPage({ parts }: { parts: ThemePagesParts }) {
  const { t } = useTranslation('theme-pages');
  useDocumentTitle(t('theme-pages:test.title'));
  const { theme: current, setTheme } = parts.useSiteTheme();
  return (
    <div className="theme-pages">
      <div>
        <Typography.Title level={1}>{t('theme-pages:test.title')}</Typography.Title>
        <Typography.Paragraph>{t('theme-pages:test.lead')}</Typography.Paragraph>
      </div>
      <div className="theme-pages-columns">
        {parts.themes.map((theme) => (
          <ThemeColumn key={theme.name} theme={theme}>
            <Sample name={theme.name} current={theme.name === current} onApply={() => setTheme(theme.name)} />
          </ThemeColumn>
        ))}
      </div>
    </div>
  );
}
