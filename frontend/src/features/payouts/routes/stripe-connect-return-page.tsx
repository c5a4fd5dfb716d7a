export { StripeConnectReturnPage as default } from './stripe-connect-page';
