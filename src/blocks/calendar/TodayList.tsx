import { List, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import EmptyState from '@/components/EmptyState';
import { callOperation, operationOf, rowsOf } from '../calls';
import type { BlockSpec, PageApi } from '../types';
import { entryOf, hoursText, type CalendarEntry } from './calendar-model';
import styles from './calendar.less';

/**
 * The calendar block's `today` list: the rows `today.operation` answers (the server decides the day), as entries
 * with their hours, 重要 and tag; a click opens the entry dialog. Loads again when the page reloads (a dialog saved).
 */
export default function TodayList({ page, block, onOpen }: { page: PageApi; block: BlockSpec; onOpen: (entry: CalendarEntry) => void }) {
  const [items, setItems] = useState<CalendarEntry[]>();
  const operation = operationOf(page, block, block.today?.operation);
  useEffect(() => {
    let live = true;
    if (!operation) return setItems([]);
    callOperation(operation, { params: block.params, quiet: true })
      .then((res) => live && setItems(rowsOf(res.data).map((row, i) => entryOf(row, block, i))))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [page.version]);
  if (!items) return <Spin className={styles.pane} />;
  if (!items.length)
    return (
      <div className={styles.pane} data-testid="today-schedules">
        <EmptyState description={block.empty} />
      </div>
    );
  return (
    <List
      className={styles.pane}
      data-testid="today-schedules"
      dataSource={items}
      renderItem={(entry) => (
        <List.Item className={styles.listRow} onClick={() => onOpen(entry)}>
          <Space>
            <Typography.Text type="secondary">{hoursText(entry)}</Typography.Text>
            {entry.important ? <Tag color="red">重要</Tag> : null}
            <Typography.Link>{entry.title}</Typography.Link>
            {entry.tag ? <Tag>{entry.tag}</Tag> : null}
          </Space>
        </List.Item>
      )}
    />
  );
}
