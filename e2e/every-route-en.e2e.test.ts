import { PASSES } from './support/booking-steps';
import { describeEveryRoute } from './support/every-route';

// Every route, in English on weklean.test: its own page, and WCAG 2.2 AA (e2e/support/every-route.ts).
describeEveryRoute(PASSES[1]!, { withSetUpChecks: false });
