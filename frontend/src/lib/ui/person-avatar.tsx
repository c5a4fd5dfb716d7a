import { useEffect, useRef, useState } from 'react';
import { initialsOf } from './initials';
import './ui.css';

export type PersonAvatarProps = {
  name: string;
  url: string | null | undefined;
  size: number;
  /** Said by a screen reader; without it the avatar is decorative (the name is written beside it). */
  label?: string;
  className?: string;
};

/**
 * Every person's picture (cleaner, client, the signed-in user): the photo, or their initials on the brand colour when
 * there is none or it fails to load, never an empty circle. Drawn without antd, so the server draws it too (site/).
 */
export function PersonAvatar({ name, url, size, label, className }: PersonAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = url !== null && url !== undefined && url !== '' && failed !== url ? url : null;
  const image = useRef<HTMLImageElement>(null);
  // A photo the server drew may have failed before the app was there to hear it.
  useEffect(() => {
    const shown = image.current;
    if (photo !== null && shown !== null && shown.complete && shown.naturalWidth === 0) setFailed(photo);
  }, [photo]);
  const a11y = label === undefined ? ({ 'aria-hidden': true } as const) : ({ role: 'img', 'aria-label': label } as const);
  return (
    <span
      className={`wk-avatar${className === undefined ? '' : ` ${className}`}`}
      style={{ width: size, height: size, fontSize: Math.max(10, Math.round(size / 2.6)) }}
      {...a11y}
    >
      {photo === null ? (
        initialsOf(name)
      ) : (
        <img ref={image} src={photo} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(photo)} />
      )}
    </span>
  );
}
