import { ConfigProvider, Table, type TableProps, type TableRef } from 'antd';
import { useContext, useEffect, useRef, type PropsWithChildren } from 'react';

/** antd's own default row type for a table (`Record<PropertyKey, any>`), taken from its props rather than its internals. */
type AnyRecord = NonNullable<TableProps['dataSource']>[number];

/**
 * antd's `Table`, for every table that scrolls (`scroll={{ x }}` or `scroll={{ y }}`), with its scrolling reachable by
 * keyboard (axe: scrollable-region-focusable, WCAG 2.1.1). antd draws the scrolling element itself (`.ant-table-content`,
 * or `.ant-table-body` with `scroll.y`) and takes no prop for it, so it is made focusable here (tabindex 0, which the
 * global `[tabindex]:focus-visible` outline of app/styles.css shows), and again whenever the table draws it anew.
 * Same props as `Table`, all handed on; the lint (eslint.config.js) refuses `scroll` on `Table` elsewhere.
 */
export function ScrollingTable<RecordType = AnyRecord>(props: PropsWithChildren<TableProps<RecordType>>) {
  const table = useRef<TableRef>(null);
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('table', props.prefixCls);
  useEffect(() => {
    const root = table.current?.nativeElement;
    if (!root) return undefined;
    const scrolling = `.${prefix}-content, .${prefix}-body`;
    const mark = () => {
      for (const element of root.querySelectorAll<HTMLElement>(scrolling)) if (element.tabIndex < 0) element.tabIndex = 0;
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [prefix]);
  return <Table<RecordType> {...props} ref={table} />;
}
