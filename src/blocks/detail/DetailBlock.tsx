import { Avatar, Descriptions, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useMemo, type ReactNode } from 'react';
import { normalizeItems } from '../recordForm/form-items';
import { tagColour } from '../tag-colour';
import { fillTemplate } from '../template';
import type { BlockProps, Row } from '../types';
import { useBlockActions } from '../useBlockActions';
import { useRecord } from '../useRecord';
import { detailEntries, linesOf } from './detail-items';
import styles from './DetailBlock.less';

/** A subtitle is a field's value, or a `{field}` template of the record. */
const subtitleOf = (subtitle: string, record: Row) => (subtitle.includes('{') ? fillTemplate(subtitle, record) : record[subtitle]);

/**
 * One record described: a heading (image, name, subtitle, tags), a paragraph (a rich-text field's HTML), a field's lines as tags, and the
 * items as descriptions (labels and enum colours from the fields), with the block's actions; `toolbar` buttons above it.
 */
export default function DetailBlock({ block, page, row, onDone }: BlockProps) {
  const { record, loading, failed, reason } = useRecord(page, block, row);
  const { buttons, holder } = useBlockActions(page, block, onDone);
  const toolbar = record && !loading ? buttons(block.toolbar, record, 'middle') : [];
  return (
    <>
      {toolbar.length > 0 && <Space wrap style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>{toolbar}</Space>}
      <DetailBody block={block} page={page} record={record} loading={loading} failed={failed} reason={reason} buttons={buttons} holder={holder} />
    </>
  );
}

interface BodyProps extends Pick<BlockProps, 'block' | 'page'> {
  record?: Row;
  loading: boolean;
  failed: boolean;
  reason?: string;
  buttons: ReturnType<typeof useBlockActions>['buttons'];
  holder: ReactNode;
}

function DetailBody({ block, page, record, loading, failed, reason, buttons, holder }: BodyProps) {
  const items = useMemo(() => normalizeItems(block.items), [block.items]);
  if (failed) return <Result status="warning" title={block.failure ?? '加载失败'} subTitle={block.failure ? reason : '请稍后重试'} />;
  if (loading || !record) return <Skeleton active avatar paragraph={{ rows: 5 }} />;

  const { header } = block;
  const entries = detailEntries(items, page.schema.fields, record);
  const lines = block.tagList ? linesOf(record[block.tagList]) : [];
  const actions = buttons(block.actions, record, 'middle');
  return (
    <div data-detail={block.key ?? block.load}>
      {header && (
        <Space align="start" size={16} style={{ marginBottom: 16 }}>
          {header.avatar && <Avatar shape="square" size={72} src={record[header.avatar]} icon={<AppstoreOutlined />} alt="" />}
          <div>
            {header.title && (
              <Typography.Title level={4} style={{ margin: 0 }}>
                {record[header.title]}
              </Typography.Title>
            )}
            {header.subtitle && <Typography.Text type="secondary">{subtitleOf(header.subtitle, record)}</Typography.Text>}
            {header.tags && (
              <div style={{ marginTop: 8 }}>
                {header.tags.map((tag) => (
                  <Tag key={tag}>{fillTemplate(tag, record)}</Tag>
                ))}
              </div>
            )}
          </div>
        </Space>
      )}
      {block.text &&
        record[block.text] &&
        ((block.textFormat ?? page.schema.fields[block.text]?.format) === 'html' ? (
          // Rich text (a notice's body) is sanitised on the server (server/engine/html-sanitiser.ts) before it is stored.
          <div className={styles.richText} dangerouslySetInnerHTML={{ __html: String(record[block.text]) }} />
        ) : (
          <Typography.Paragraph>{record[block.text]}</Typography.Paragraph>
        ))}
      {lines.length > 0 && (
        <Space wrap style={{ marginBottom: 16 }}>
          {lines.map((line) => (
            <Tag color="blue" key={line}>
              {line}
            </Tag>
          ))}
        </Space>
      )}
      {entries.length > 0 && (
        <Descriptions size="small" bordered column={typeof block.columns === 'number' ? block.columns : 2}>
          {entries.map((entry) => (
            <Descriptions.Item key={entry.key} label={entry.label}>
              {entry.tag ? <Tag color={tagColour(entry.tag.status)}>{entry.tag.label}</Tag> : entry.text}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {actions.length > 0 && <Space style={{ marginTop: 16 }}>{actions}</Space>}
      {holder}
    </div>
  );
}
