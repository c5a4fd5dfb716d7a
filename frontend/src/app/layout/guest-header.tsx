import { GuestMobileNav, GuestNav } from './guest-nav';
import { SiteHeader } from './site-header';

/** A visitor's header; the server draws it on the pages it renders (site/), which load no antd. */
export function GuestHeader() {
  return (
    <SiteHeader>
      <div className="desktop-nav">
        <GuestNav />
      </div>
      <GuestMobileNav />
    </SiteHeader>
  );
}
