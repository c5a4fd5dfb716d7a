import { Avatar } from 'antd';

/** Up to two capitals from the name, shown when there is no photo. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Decorative: the name is always written next to it. */
export function CleanerAvatar({ name, url, size }: { name: string; url: string | null; size: number }) {
  return (
    <Avatar size={size} {...(url === null ? {} : { src: url })} alt="" className="cleaner-avatar" aria-hidden="true">
      {initialsOf(name)}
    </Avatar>
  );
}
