import type Stripe from 'stripe';

/**
 * The Stripe API version every request of ours is made with (`new Stripe(…, { apiVersion })`) and the simulated
 * gateway's events carry. Stripe answers each request in the version it names, and the SDK's types describe exactly
 * one version (its `LatestApiVersion`): naming it here, typed with that, makes a `stripe` upgrade that pins another
 * version fail to compile until someone moves it on purpose, instead of the request format changing with a lockfile.
 *
 * To move it (docs/decisions.md, "Stripe API version pinned in one place"): raise `stripe` in platform and bff, read
 * its CHANGELOG and Stripe's API changelog for every version in between (the objects `stripe-gateway.ts` reads: payment
 * intents, refunds, payouts, accounts, card errors), set this to the SDK's `Stripe.API_VERSION`, adapt the mappings,
 * run the payment tests with a test STRIPE_SECRET_KEY (the live suite), then set the webhook endpoint's API version in
 * Stripe's Workbench to the same value.
 */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive';
