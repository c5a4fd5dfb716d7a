/** A card's heading on the profile page, at the page's second level. */
export function SectionTitle({ children }: { children: string }) {
  return <h2 className="profile-section-title">{children}</h2>;
}
