import { SwapOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Wraps a table and says so above it when the table is wider than its box (it scrolls sideways); antd's own sign is
 * a faint shadow at the edge only.
 */
export default function ScrollHint({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => {
      const content = element.querySelector('.ant-table-content, .ant-table-body');
      setScrolls(Boolean(content && content.scrollWidth > content.clientWidth + 1));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.querySelector('table');
    if (table) observer.observe(table);
    measure();
    return () => observer.disconnect();
  });
  return (
    <div ref={box}>
      {scrolls && (
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8, fontSize: 12 }} data-scroll-hint>
          <SwapOutlined /> 表格较宽，可左右滑动查看更多列
        </Typography.Text>
      )}
      {children}
    </div>
  );
}
