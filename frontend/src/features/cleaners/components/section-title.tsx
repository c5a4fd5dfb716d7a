import { useId, type ReactNode } from 'react';
import '../../../lib/ui/ui.css';

/** A card's heading on the profile page, at the page's second level. */
export function SectionTitle({ children, id }: { children: string; id?: string }) {
  return (
    <h2 id={id} className="profile-section-title">
      {children}
    </h2>
  );
}

/** A titled card of the profile page, a region named by its heading; `extra` sits at the heading's end. */
export function ProfileCard({ title, extra, className, children }: { title: string; extra?: ReactNode; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`wk-card profile-card${className === undefined ? '' : ` ${className}`}`} aria-labelledby={id}>
      <div className="profile-card-head">
        <SectionTitle id={id}>{title}</SectionTitle>
        {extra}
      </div>
      {children}
    </section>
  );
}
