/**
 * The `cardGrid` block: a paged list of records drawn as cards with their own actions, the block's toolbar above
 * and an empty state with its action.
 */
import { AppstoreOutlined } from '@ant-design/icons';
import { Avatar, Card, Empty, Pagination, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { EMPTY_TEXT } from '@/components/EmptyState';
import { callOperation, operationOf, rowsOf } from '../calls';
import { enumTag } from '../tag-colour';
import { fillTemplate } from '../template';
import type { BlockProps, Row } from '../types';
import { useBlockActions } from '../useBlockActions';
import styles from './CardGridBlock.less';

const PAGE_SIZE = 10;

/**
 * Records as cards (image, name, an enum tag, two lines of text, small meta lines) with each card's actions, the
 * block's toolbar above and paging below; `operation` answers `{records, total}` for `page` and `limit`.
 */
export default function CardGridBlock({ block, page }: BlockProps) {
  const [pageNo, setPageNo] = useState(1);
  const [data, setData] = useState<{ records: Row[]; total: number }>();
  const { buttons, holder } = useBlockActions(page, block);
  const operation = operationOf(page, block, block.operation);
  const pageSize = block.pageSize ?? PAGE_SIZE;
  const card = block.card ?? { title: 'name' };

  useEffect(() => {
    if (!operation) return setData({ records: [], total: 0 });
    let alive = true;
    callOperation(operation, { params: { ...block.params, page: pageNo, limit: pageSize } })
      .then((res) => alive && setData({ records: rowsOf(res.data), total: Number(res.data?.total ?? rowsOf(res.data).length) }))
      .catch(() => alive && setData({ records: [], total: 0 }));
    return () => {
      alive = false;
    };
  }, [pageNo, page.version]);

  const toolbar = buttons(block.toolbar, undefined, 'middle');
  const cardOf = (record: Row, index: number) => {
    const title = record[card.title];
    const tag = card.tag ? enumTag(page.schema.fields[card.tag], record[card.tag]) : undefined;
    const attribute = block.dataAttribute ? { [`data-${block.dataAttribute}`]: title } : {};
    return (
      <Card key={record.id ?? index} {...attribute} styles={{ body: { padding: 16 } }}>
        <div className={styles.head}>
          {card.avatar && <Avatar shape="square" size={52} src={record[card.avatar]} icon={<AppstoreOutlined />} />}
          <div className={styles.title}>
            <Typography.Text strong ellipsis={{ tooltip: title }}>
              {title}
            </Typography.Text>
            {tag && (
              <Tag color={tag.colour} className={styles.tag}>
                {tag.label}
              </Tag>
            )}
          </div>
        </div>
        {card.description && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: record[card.description] }} className={styles.description}>
            {record[card.description]}
          </Typography.Paragraph>
        )}
        {card.meta && (
          <div className={styles.meta}>
            {card.meta.map((line) => (
              <span key={line}>{fillTemplate(line, record)}</span>
            ))}
          </div>
        )}
        <div className={styles.actions}>{buttons(block.actions, record)}</div>
      </Card>
    );
  };

  return (
    <div data-card-grid={block.key ?? block.operation}>
      {toolbar.length > 0 && <div className={styles.toolbar}>{toolbar}</div>}
      {!data ? (
        <div className={styles.loading}>
          <Spin />
        </div>
      ) : data.records.length === 0 ? (
        <Empty description={block.empty ?? EMPTY_TEXT}>{block.emptyAction && buttons([block.emptyAction], undefined, 'middle')}</Empty>
      ) : (
        <>
          <div className={styles.grid}>{data.records.map(cardOf)}</div>
          <Pagination
            className={styles.pagination}
            align="end"
            current={pageNo}
            pageSize={pageSize}
            total={data.total}
            onChange={setPageNo}
            showSizeChanger={false}
            showTotal={(total) => `共 ${total} 条`}
          />
        </>
      )}
      {holder}
    </div>
  );
}
