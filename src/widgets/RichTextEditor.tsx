/**
 * The richText widget: a small contentEditable editor whose HTML the server sanitises again.
 */
import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useEffect, useRef } from 'react';
import styles from './RichTextEditor.less';

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  /** The text area's accessible name (the field's title, e.g. 正文). */
  label?: string;
}

/**
 * A small rich-text editor (bold, italic, underline, lists) over a contentEditable area; the HTML it makes is
 * sanitised again on the server (server/engine/html-sanitiser.ts), so this is formatting, not a safety check.
 */
export default function RichTextEditor({ value, onChange, label = '正文' }: Props) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (area.current && area.current.innerHTML !== (value ?? '')) area.current.innerHTML = value ?? '';
  }, [value]);
  const run = (command: string) => {
    area.current?.focus();
    document.execCommand(command);
    onChange?.(area.current?.innerHTML ?? '');
  };
  const tools: [string, string, JSX.Element][] = [
    ['bold', '加粗', <BoldOutlined key="b" />],
    ['italic', '斜体', <ItalicOutlined key="i" />],
    ['underline', '下划线', <UnderlineOutlined key="u" />],
    ['insertOrderedList', '编号列表', <OrderedListOutlined key="o" />],
    ['insertUnorderedList', '项目列表', <UnorderedListOutlined key="l" />],
  ];
  return (
    <div className={styles.editor}>
      <Space size={2} className={styles.toolbar}>
        {tools.map(([command, label, icon]) => (
          <Button key={command} size="small" type="text" icon={icon} aria-label={label} title={label} onMouseDown={(e) => e.preventDefault()} onClick={() => run(command)} />
        ))}
      </Space>
      <div
        ref={area}
        className={styles.area}
        contentEditable
        role="textbox"
        aria-multiline
        aria-label={label}
        suppressContentEditableWarning
        onInput={() => onChange?.(area.current?.innerHTML ?? '')}
      />
    </div>
  );
}
