import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { readRememberedPath } from '../../../lib/remembered-path';
import type { User } from '../../../lib/session/user';
import { browserStore } from '../../../lib/storage';

/** After signing in or up: a user without a role picks one first; the others go back where they were heading. */
export function useAfterSignIn(): (user: User) => void {
  const navigate = useNavigate();
  return useCallback(
    (user: User) => {
      const target = user.role === null ? paths.selectRole.href() : readRememberedPath(browserStore('session'));
      void navigate(target, { replace: true });
    },
    [navigate],
  );
}
