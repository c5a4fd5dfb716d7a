import { Suspense } from 'react';
import { NewsletterSignup } from '../../../lib/newsletter/newsletter-signup';

/**
 * Where the blog invites its reader to the newsletter (issue 17): the shared sign-up, its catalogue loaded on first
 * use without holding the article back.
 */
export function NewsletterSlot() {
  return (
    <Suspense fallback={null}>
      <NewsletterSignup variant="page" source="blog" />
    </Suspense>
  );
}
