export { StripeConnectRefreshPage as default } from './stripe-connect-page';
