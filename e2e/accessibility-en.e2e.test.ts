import { PASSES } from './support/booking-steps';
import { describeAccessibility } from './support/accessibility';

// WCAG 2.2 AA on every route, in English on weklean.test (e2e/support/accessibility.ts).
describeAccessibility(PASSES[1]!, { withSetUpChecks: false });
