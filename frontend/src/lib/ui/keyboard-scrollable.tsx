import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The antd tables inside, with their sideways scrolling reachable by keyboard (axe: scrollable-region-focusable, WCAG
 * 2.1.1): antd draws the scrolling element itself (`.ant-table-content`, with `scroll={{ x }}`) and takes no prop for
 * it, so it is made focusable here, and again when the table draws it anew.
 */
export function KeyboardScrollable({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const mark = () => {
      for (const element of root.querySelectorAll<HTMLElement>('.ant-table-content')) if (element.tabIndex < 0) element.tabIndex = 0;
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return <div ref={ref}>{children}</div>;
}
