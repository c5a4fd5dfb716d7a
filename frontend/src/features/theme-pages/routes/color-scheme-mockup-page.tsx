import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AA_TEXT } from '../components/contrast';
import type { ThemePagesParts } from '../components/parts';
import { swatchesOf } from '../components/swatches';
import { ThemeColumn } from '../components/theme-column';
import '../components/theme-pages.css';

/**
 * `/color-scheme-mockup`: the three themes' palettes side by side (SPEC 1 themes), each colour with its token, value
 * and — for a text colour — its WCAG contrast on the background it is used on; under 4.5:1 is flagged.
 */
export default function ColorSchemeMockupPage({ parts }: { parts: ThemePagesParts }) {
  const { t, i18n } = useTranslation('theme-pages');
  useDocumentTitle(t('theme-pages:mockup.title'));
  const ratio = (value: number) => new Intl.NumberFormat(i18n.language === 'en' ? 'en-CA' : 'fr-CA', { maximumFractionDigits: 1 }).format(value);
  return (
    <div className="theme-pages">
      <div>
        <Typography.Title level={1}>{t('theme-pages:mockup.title')}</Typography.Title>
        <Typography.Paragraph>{t('theme-pages:mockup.lead', { min: ratio(AA_TEXT) })}</Typography.Paragraph>
      </div>
      <div className="theme-pages-columns">
        {parts.themes.map((theme) => (
          <ThemeColumn key={theme.name} theme={theme}>
            <ul className="swatch-list">
              {swatchesOf(theme.config).map((swatch) => (
                <li key={`${swatch.token}-${swatch.on?.token ?? ''}`} className="swatch">
                  {swatch.kind === 'text' && swatch.on ? (
                    <span className="swatch-chip" style={{ background: swatch.on.value, color: swatch.value }} aria-hidden="true">
                      Aa
                    </span>
                  ) : (
                    <span className="swatch-chip" style={{ background: swatch.value }} aria-hidden="true" />
                  )}
                  <span className="swatch-name">
                    {swatch.token} {swatch.value}
                    {swatch.on ? <> {t('theme-pages:mockup.on', { token: swatch.on.token })}</> : null}
                  </span>
                  {swatch.ratio === null ? null : swatch.ratio >= AA_TEXT ? (
                    <Tag color="green">{t('theme-pages:mockup.ratio', { ratio: ratio(swatch.ratio) })}</Tag>
                  ) : (
                    <Tag color="red">{t('theme-pages:mockup.below', { ratio: ratio(swatch.ratio) })}</Tag>
                  )}
                </li>
              ))}
            </ul>
          </ThemeColumn>
        ))}
      </div>
    </div>
  );
}
