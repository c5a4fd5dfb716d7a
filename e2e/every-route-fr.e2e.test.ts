import { PASSES } from './support/booking-steps';
import { describeEveryRoute } from './support/every-route';

// Every route, in French on localhost: its own page, and WCAG 2.2 AA; with the checks of the audit itself
// (e2e/support/every-route.ts).
describeEveryRoute(PASSES[0]!, { withSetUpChecks: true });
