import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session/session-context';
import type { RoleHomeParts } from '../components/parts';

// The signed-in homes (their tabs, progress, booking rows) in a chunk of their own: the visitors' home page, the one
// search engines and newcomers load, carries none of it.
const SignedInHome = lazy(() => import('../components/signed-in-home'));

/**
 * `/`: each role's home. A signed-in cleaner or client lands on theirs (SPEC 2's default return path after sign-in);
 * visitors, and an account without a role yet, see the marketing home. Admins never get here (the guard sends them
 * to /admin).
 */
export default function RoleHomePage({ parts }: { parts: RoleHomeParts }) {
  const session = useSession();
  if (session.status === 'signed-in' && (session.user.role === 'cleaner' || session.user.role === 'client')) {
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <SignedInHome name={session.user.name} />
      </Suspense>
    );
  }
  return <parts.VisitorHome />;
}
