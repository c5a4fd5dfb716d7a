import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from 'react-router-dom';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
const here = () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

/**
 * The router of a page the server drew (entry-client.tsx). The page is not the app: a link to another address loads
 * it in full (the server answers with its page or the app), without first pushing it into the history; a change of
 * the same page's query (the search's criteria on /cleaners) stays in place, in the history, as in the app.
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(here);

  useEffect(() => {
    const onPopState = () => {
      // Back or forward to another page's entry: that page is loaded in full.
      if (window.location.pathname !== location.pathname) window.location.reload();
      else setLocation(here());
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [location.pathname]);

  const navigator = useMemo<Navigator>(() => {
    const go = (to: To, replace: boolean) => {
      const target = new URL(href(to), window.location.href);
      if (target.origin !== window.location.origin || target.pathname !== window.location.pathname) {
        if (replace) window.location.replace(target.href);
        else window.location.assign(target.href);
        return;
      }
      const next = `${target.pathname}${target.search}${target.hash}`;
      if (replace) window.history.replaceState(null, '', next);
      else window.history.pushState(null, '', next);
      setLocation(here());
    };
    return {
      createHref: href,
      go: (delta) => window.history.go(delta),
      push: (to) => go(to, false),
      replace: (to) => go(to, true),
    };
  }, []);

  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
