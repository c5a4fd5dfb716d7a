import { InputNumber, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Dollars with cents, written the reader's way (`32,50` in French). No min or max here: out-of-range amounts stay
 * as typed so that the form's rule can say what the range is.
 */
export function MoneyInput(props: Omit<InputNumberProps<number>, 'precision' | 'decimalSeparator'>) {
  const { i18n } = useTranslation();
  return (
    <InputNumber<number>
      {...props}
      precision={2}
      decimalSeparator={i18n.resolvedLanguage === 'en' ? '.' : ','}
      inputMode="decimal"
    />
  );
}
