import { PROPERTY_LIMITS, PROPERTY_TEXT_FIELDS, PROPERTY_TYPES, normalizePostalCode, type AddressSuggestion } from '@weklean/domain';
import { Form, Input, InputNumber, Select, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { AddressField } from './address-field';
import { addressRules, countRules, nameRules, postalCodeRules, squareFootageRules, textRules, typeRules } from './property-rules';
import { fieldsOfChoice, type PropertyFormValues } from './property-values';
import { TEXT_FIELD_KEYS } from './vocabulary';
import { PROPERTY_TYPE_KEYS } from '../../../lib/vocabulary';

const COUNT_LABEL_KEYS = {
  bedrooms: 'properties:form.bedrooms.label',
  bathrooms: 'properties:form.bathrooms.label',
  stories: 'properties:form.stories.label',
} as const;

type Props = {
  form: FormInstance<PropertyFormValues>;
  initialValues: PropertyFormValues;
  disabled: boolean;
  onFinish: (values: PropertyFormValues) => void;
};

/** Every field of a property (docs/api/properties.md), in four groups; the address is chosen from suggestions. */
export function PropertyForm({ form, initialValues, disabled, onFinish }: Props) {
  const { t } = useTranslation(['properties', 'common']);
  const language = currentLanguage();

  const onValuesChange = (changed: Partial<PropertyFormValues>) => {
    if (!('address' in changed)) return;
    const address: AddressSuggestion | undefined = changed.address;
    form.setFieldsValue(fieldsOfChoice(address, (form.getFieldValue('postalCode') as string | undefined) ?? ''));
    // A choice clears the "choose from the suggestions" message (and a refused city's) at once; typing waits for the
    // field to lose focus.
    if (address !== undefined) void form.validateFields(['address', 'city', ...(address.postalCode === '' ? [] : ['postalCode'])]);
  };

  const number = (field: keyof typeof COUNT_LABEL_KEYS) => (
    <Form.Item name={field} label={t(COUNT_LABEL_KEYS[field])} rules={countRules(t, field, language)}>
      <InputNumber<number>
        min={PROPERTY_LIMITS[field].min}
        max={PROPERTY_LIMITS[field].max}
        step={PROPERTY_LIMITS[field].step}
        {...(field === 'stories' ? { precision: 0 } : {})}
        inputMode="decimal"
        className="property-number"
        {...(language === 'fr' ? { decimalSeparator: ',' } : {})}
      />
    </Form.Item>
  );

  return (
    <Form<PropertyFormValues>
      form={form}
      name="property"
      layout="vertical"
      requiredMark="optional"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      disabled={disabled}
      scrollToFirstError
    >
      <fieldset className="property-fieldset">
        <legend>{t('properties:form.sections.general')}</legend>
        <Form.Item name="name" label={t('properties:form.name.label')} rules={nameRules(t)}>
          <Input maxLength={PROPERTY_LIMITS.nameMax} placeholder={t('properties:form.name.placeholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item name="type" label={t('properties:form.type.label')} rules={typeRules(t)}>
          <Select
            placeholder={t('properties:form.type.placeholder')}
            options={PROPERTY_TYPES.map((type) => ({ value: type, label: t(PROPERTY_TYPE_KEYS[type]) }))}
          />
        </Form.Item>
      </fieldset>

      <fieldset className="property-fieldset">
        <legend>{t('properties:form.sections.address')}</legend>
        <Form.Item
          name="address"
          label={t('properties:form.address.label')}
          rules={addressRules(t)}
          validateTrigger="onBlur"
          extra={t('properties:form.address.hint')}
        >
          <AddressField />
        </Form.Item>
        <div className="property-grid">
          {/* Required in effect (they come with the chosen address): no "optional" tag. */}
          <Form.Item name="city" label={t('properties:form.city.label')} extra={t('properties:form.city.hint')} required>
            <Input readOnly tabIndex={-1} className="property-readonly" />
          </Form.Item>
          <Form.Item name="province" label={t('properties:form.province.label')} required>
            <Input readOnly tabIndex={-1} className="property-readonly" />
          </Form.Item>
        </div>
        <Form.Item
          name="postalCode"
          label={t('properties:form.postalCode.label')}
          rules={postalCodeRules(t)}
          normalize={(value: string) => value.toUpperCase()}
          validateTrigger="onBlur"
        >
          <Input
            placeholder={t('properties:form.postalCode.placeholder')}
            maxLength={7}
            autoComplete="postal-code"
            className="property-postal-code"
            onBlur={(event) => {
              const written = normalizePostalCode(event.target.value);
              if (written !== null) form.setFieldValue('postalCode', written);
            }}
          />
        </Form.Item>
      </fieldset>

      <fieldset className="property-fieldset">
        <legend>{t('properties:form.sections.size')}</legend>
        <div className="property-grid">
          {number('bedrooms')}
          {number('bathrooms')}
          {number('stories')}
        </div>
        <Form.Item name="squareFootage" label={t('properties:form.squareFootage.label')} rules={squareFootageRules(t, language)}>
          <InputNumber<number>
            min={PROPERTY_LIMITS.squareFootage.min}
            max={PROPERTY_LIMITS.squareFootage.max}
            precision={0}
            inputMode="numeric"
            className="property-number"
          />
        </Form.Item>
        <Form.Item name="parking" label={t('properties:form.parking.label')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </fieldset>

      <fieldset className="property-fieldset">
        <legend>{t('properties:form.sections.access')}</legend>
        <p className="property-privacy">{t('properties:form.privacy')}</p>
        {PROPERTY_TEXT_FIELDS.map((field) => {
          const keys = TEXT_FIELD_KEYS[field];
          const placeholder = keys.placeholder === null ? {} : { placeholder: t(keys.placeholder) };
          const short = field === 'wifiName' || field === 'wifiPassword';
          return (
            <Form.Item key={field} name={field} label={t(keys.label)} rules={textRules(t)}>
              {short ? (
                <Input maxLength={PROPERTY_LIMITS.textMax} autoComplete="off" {...placeholder} />
              ) : (
                <Input.TextArea maxLength={PROPERTY_LIMITS.textMax} showCount autoSize={{ minRows: 2, maxRows: 6 }} {...placeholder} />
              )}
            </Form.Item>
          );
        })}
      </fieldset>
    </Form>
  );
}
