export { formatMoney } from '../../../lib/format-money';
