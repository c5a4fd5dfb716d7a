import type { ReactNode } from 'react';
import './ui.css';

export type TagColor = 'default' | 'blue' | 'green' | 'gold' | 'orange' | 'red';

/** A small label (antd's Tag, without antd): the light themes' text shades pass WCAG's 4.5:1 on their background. */
export function Tag({ color = 'default', className, children }: { color?: TagColor; className?: string; children: ReactNode }) {
  return <span className={`wk-tag wk-tag-${color}${className === undefined ? '' : ` ${className}`}`}>{children}</span>;
}
