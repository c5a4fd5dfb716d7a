import type { App } from '@weklean/bff';
import type { hc, InferResponseType } from 'hono/client';
import type { StatusCode } from 'hono/utils/http-status';

/**
 * The API as the BFF types it (Hono's route types, docs/api/): the frontend reads its answers' shapes from here
 * instead of parsing them by hand. `Api['bookings'][':id']['$get']` names a route; `Answer<route>` its 200 body.
 * Types only: nothing of the BFF runs in the browser.
 */
export type Api = ReturnType<typeof hc<App>>['api'];

export type Answer<Route, Status extends StatusCode = 200> = InferResponseType<Route, Status>;
