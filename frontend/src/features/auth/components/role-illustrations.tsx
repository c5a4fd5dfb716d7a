/** Drawn inline (nothing downloaded); decorative, the card's text names the role. */
export function HomeownerIllustration() {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <rect x="8" y="80" width="104" height="6" rx="3" fill="#cbd5e1" />
      <path d="M24 44 60 16l36 28v36H24z" fill="#e0f2f1" stroke="#0f766e" strokeWidth="3" strokeLinejoin="round" />
      <path d="M16 48 60 12l44 36" fill="none" stroke="#0f766e" strokeWidth="4" strokeLinecap="round" />
      <rect x="52" y="56" width="16" height="24" rx="2" fill="#0f766e" />
      <rect x="32" y="52" width="14" height="12" rx="2" fill="#fff" stroke="#0f766e" strokeWidth="2" />
      <rect x="74" y="52" width="14" height="12" rx="2" fill="#fff" stroke="#0f766e" strokeWidth="2" />
      <circle cx="98" cy="22" r="8" fill="#fde68a" />
      <path d="M98 8v4M98 32v4M84 22h4M108 22h4" stroke="#f59e0b" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function CleanerIllustration() {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <rect x="8" y="80" width="104" height="6" rx="3" fill="#cbd5e1" />
      <path d="M36 80 48 40h16l12 40z" fill="#99f6e4" stroke="#0f766e" strokeWidth="3" strokeLinejoin="round" />
      <rect x="44" y="26" width="24" height="16" rx="4" fill="#0f766e" />
      <path d="M56 26V14h14" fill="none" stroke="#0f766e" strokeWidth="3" strokeLinecap="round" />
      <path d="M70 10v8l8-4z" fill="#0f766e" />
      <path d="M88 30v48" stroke="#92400e" strokeWidth="3" strokeLinecap="round" />
      <path d="M80 78h16l-3-10H83z" fill="#fbbf24" stroke="#92400e" strokeWidth="2" strokeLinejoin="round" />
      <path d="m22 20 2 5 5 2-5 2-2 5-2-5-5-2 5-2zM100 12l1.5 3.5L105 17l-3.5 1.5L100 22l-1.5-3.5L95 17l3.5-1.5z" fill="#fde68a" />
    </svg>
  );
}
