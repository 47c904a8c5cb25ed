/**
 * The 消息 drawer (spec doc 1 §2 Message panel): the member's messages by 待办 / 提醒, the read history, 标记已读 and
 * 全部已读.
 */
import { history as router } from '@umijs/max';
import { Button, Checkbox, Drawer, List, Modal, Pagination, Space, Spin, Switch, Tag, Typography, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/services/request';
import EmptyState from '@/components/EmptyState';
import { messageLink } from './message-link';
import { CLASSIFY_LABELS, fetchMessages, fetchTaskCount, markAllRead, markRead, type MessageItem, type TaskCount } from './messages-api';
import styles from './MessagePanel.less';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The member's unread total after a read or a mark: the header's count follows it. */
  onUnreadChange?: (total: number) => void;
}

const PAGE_SIZE = 10;
const reason = (error: unknown) => (error instanceof ApiError ? error.body?.msg ?? '' : error instanceof Error ? error.message : '');

/**
 * 消息 (spec doc 1 §2 Message panel): opens on the header's 消息 and closes on a click outside (the mask) or the
 * close icon. 待办 / 提醒 checkboxes filter by classify, 历史消息 switches to the read history, each unread
 * message has 标记已读, and 全部已读 marks every unread message of the checked kinds after `是否全部已读?`.
 */
export default function MessagePanel({ open, onClose, onUnreadChange }: Props) {
  const [classify, setClassify] = useState<number[]>([0, 1]);
  const [history, setHistory] = useState(false);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ records: MessageItem[]; total: number }>({ records: [], total: 0 });
  const [counts, setCounts] = useState<TaskCount>();
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    if (!classify.length) {
      setData({ records: [], total: 0 });
      return;
    }
    setLoading(true);
    try {
      const [list, taskCount] = await Promise.all([fetchMessages(history, { page, limit: PAGE_SIZE, classify }), fetchTaskCount()]);
      // A page emptied by marks: step back to the last page that has rows.
      if (!list.records.length && page > 1) setPage(Math.max(1, Math.ceil(list.total / PAGE_SIZE)));
      setData(list);
      setCounts(taskCount);
      onUnreadChange?.(taskCount.total);
    } catch (error) {
      message.error(`获取消息失败!${reason(error)}`);
    } finally {
      setLoading(false);
    }
  }, [classify, history, page, onUnreadChange]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const markOne = async (id: number) => {
    try {
      await markRead(id);
      message.success('标记已读成功!');
      await load();
    } catch (error) {
      message.error(`标记已读失败!${reason(error)}`);
    }
  };

  const markAll = () =>
    Modal.confirm({
      title: '提示',
      content: '是否全部已读?',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await markAllRead(classify);
          message.success('设置全部已读成功!');
          setPage(1);
          await load();
        } catch (error) {
          message.error(`设置全部已读失败!${reason(error)}`);
        }
      },
    });

  const unread = (counts?.taskCount ?? 0) * Number(classify.includes(0)) + (counts?.remindCount ?? 0) * Number(classify.includes(1));

  return (
    <Drawer
      title="消息"
      placement="right"
      width={400}
      open={open}
      onClose={onClose}
      maskClosable
      rootClassName="message-panel"
      footer={
        <div className={styles.footer}>
          <Typography.Text type="secondary">{history ? `已读 ${data.total} 条` : `未读 ${unread} 条`}</Typography.Text>
          <Button type="primary" ghost disabled={history || !unread} onClick={markAll}>
            全部已读
          </Button>
        </div>
      }
    >
      <div className={styles.toolbar}>
        <Checkbox.Group
          value={classify}
          onChange={(value) => {
            setClassify((value as number[]).slice().sort());
            setPage(1);
          }}
          options={[
            { label: `待办${counts?.taskCount ? ` (${counts.taskCount})` : ''}`, value: 0 },
            { label: `提醒${counts?.remindCount ? ` (${counts.remindCount})` : ''}`, value: 1 },
          ]}
        />
        <Space size={6}>
          <Typography.Text type="secondary">历史消息</Typography.Text>
          <Switch
            size="small"
            checked={history}
            onChange={(checked) => {
              setHistory(checked);
              setPage(1);
            }}
          />
        </Space>
      </div>
      <Spin spinning={loading}>
        {data.records.length ? (
          <List
            dataSource={data.records}
            rowKey="id"
            renderItem={(item) => (
              <List.Item className={styles.item} data-message-id={item.id}>
                <div style={{ width: '100%' }}>
                  <div className={styles.itemHead}>
                    {item.status === 0 && <span className={styles.unreadDot} />}
                    <Tag color={item.classify === 0 ? 'orange' : 'blue'} bordered={false}>
                      {CLASSIFY_LABELS[item.classify ?? 0]}
                    </Tag>
                    <span className={styles.itemTitle}>{item.title || item.type}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {item.type}
                    </Typography.Text>
                  </div>
                  <div className={styles.content}>{item.content}</div>
                  <div className={styles.meta}>
                    <span>{history && item.readTime ? `已读于 ${item.readTime}` : item.crtTime}</span>
                    {item.status === 0 && (
                      <Button type="link" size="small" onClick={() => void markOne(item.id)} style={{ padding: 0 }}>
                        标记已读
                      </Button>
                    )}
                    {messageLink(item) && (
                      <Button
                        type="link"
                        size="small"
                        style={{ padding: 0 }}
                        onClick={() => {
                          onClose();
                          router.push(messageLink(item)!.to);
                        }}
                      >
                        {messageLink(item)!.text}
                      </Button>
                    )}
                  </div>
                </div>
              </List.Item>
            )}
          />
        ) : (
          <EmptyState style={{ marginTop: 48 }} />
        )}
        {data.total > PAGE_SIZE && (
          <Pagination simple size="small" current={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} style={{ marginTop: 12, textAlign: 'center' }} />
        )}
      </Spin>
    </Drawer>
  );
}
