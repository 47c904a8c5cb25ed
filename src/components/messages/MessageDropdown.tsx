/**
 * The header's 消息 dropdown (spec doc 1 §2 Message panel): the latest messages on hover, unread or read, each
 * marked read on its own; 查看全部 opens the panel.
 */
import { Button, Checkbox, Dropdown, Spin, Tag, Typography, message } from 'antd';
import { type ReactElement, useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/services/request';
import EmptyState from '@/components/EmptyState';
import { CLASSIFY_LABELS, fetchMessages, fetchTaskCount, markRead, type MessageItem } from './messages-api';
import styles from './MessagePanel.less';

interface Props {
  children: ReactElement;
  /** Closed while the message panel is open. */
  disabled?: boolean;
  onOpenPanel: () => void;
  onUnreadChange?: (total: number) => void;
}

const LATEST = 5;
const reason = (error: unknown) => (error instanceof ApiError ? error.body?.msg ?? '' : '');

/**
 * The merchant navigation's message dropdown (spec doc 1 §2 Message panel, last sentence): on hover over 消息,
 * the latest messages with a 未读 checkbox (unread, or the read ones when cleared) and 标记已读 on each unread
 * one; 查看全部 opens the message panel.
 */
export default function MessageDropdown({ children, disabled, onOpenPanel, onUnreadChange }: Props) {
  const [open, setOpen] = useState(false);
  const [unreadOnly, setUnreadOnly] = useState(true);
  const [rows, setRows] = useState<MessageItem[]>([]);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [list, counts] = await Promise.all([fetchMessages(!unreadOnly, { page: 1, limit: LATEST, classify: [0, 1] }), fetchTaskCount()]);
      setRows(list.records);
      onUnreadChange?.(counts.total);
    } catch (error) {
      message.error(`获取消息失败!${reason(error)}`);
    } finally {
      setLoading(false);
    }
  }, [unreadOnly, onUnreadChange]);

  useEffect(() => {
    if (open && !disabled) void load();
  }, [open, disabled, load]);

  const markOne = async (id: number) => {
    try {
      await markRead(id);
      message.success('标记已读成功!');
      await load();
    } catch (error) {
      message.error(`标记已读失败!${reason(error)}`);
    }
  };

  const content = (
    <div className={styles.dropdown}>
      <div className={styles.dropdownHead}>
        <Typography.Text strong>消息</Typography.Text>
        <Checkbox checked={unreadOnly} onChange={(event) => setUnreadOnly(event.target.checked)}>
          未读
        </Checkbox>
      </div>
      <Spin spinning={loading}>
        {rows.length ? (
          rows.map((item) => (
            <div key={item.id} className={styles.dropdownItem}>
              <div className={styles.itemHead}>
                <Tag color={item.classify === 0 ? 'orange' : 'blue'} bordered={false}>
                  {CLASSIFY_LABELS[item.classify ?? 0]}
                </Tag>
                <span className={styles.itemTitle}>{item.title || item.type}</span>
                {item.status === 0 && (
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void markOne(item.id)}>
                    标记已读
                  </Button>
                )}
              </div>
              <div className={styles.content}>{item.content}</div>
            </div>
          ))
        ) : (
          <EmptyState />
        )}
      </Spin>
      <Button
        type="link"
        block
        onClick={() => {
          setOpen(false);
          onOpenPanel();
        }}
      >
        查看全部
      </Button>
    </div>
  );

  return (
    <Dropdown open={open && !disabled} onOpenChange={setOpen} trigger={['hover']} placement="bottom" dropdownRender={() => content}>
      {children}
    </Dropdown>
  );
}
