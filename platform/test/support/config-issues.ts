import { ConfigError, loadConfig } from '../../src/config/config';

/** The lines a refused configuration names (one per setting); fails the test when the configuration is accepted. */
export const issuesOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

/** A production environment that starts: every setting production insists on, set. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://weklean.ca',
  ADMIN_PASSWORD: 'a-long-and-private-passphrase',
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
};
