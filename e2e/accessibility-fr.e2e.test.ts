import { PASSES } from './support/booking-steps';
import { describeAccessibility } from './support/accessibility';

// WCAG 2.2 AA on every route, in French on localhost, with the checks of the audit itself (e2e/support/accessibility.ts).
describeAccessibility(PASSES[0]!, { withSetUpChecks: true });
