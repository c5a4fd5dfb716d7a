import '../../../lib/ui/ui.css';

/** Up to two capitals from the name, shown when there is no photo. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Decorative: the name is always written next to it. Sized, and lazy: the lists show many. */
export function CleanerAvatar({ name, url, size }: { name: string; url: string | null; size: number }) {
  return (
    <span className="wk-avatar cleaner-avatar" style={{ width: size, height: size, fontSize: Math.round(size / 2.6) }} aria-hidden="true">
      {url === null ? initialsOf(name) : <img src={url} alt="" width={size} height={size} loading="lazy" decoding="async" />}
    </span>
  );
}
