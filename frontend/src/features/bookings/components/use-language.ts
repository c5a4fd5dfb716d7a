export { useLanguage } from '../../../lib/i18n/use-language';
