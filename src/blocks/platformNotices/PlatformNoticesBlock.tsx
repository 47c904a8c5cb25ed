import { Input, List, Select, Space, Tag, message } from 'antd';
import { useEffect, useState } from 'react';
import NoticeReader from '@/blocks/workbench/NoticeReader';
import { listNotices, noticeType, NOTICE_TYPES, reason, type PlatformNotice } from '@/blocks/workbench/platform-content';
import styles from '@/blocks/workbench/workbench.less';

/**
 * platformNotices: the platform's announcements with a title search and the type filter (the workbench calendar's
 * 通知公告 tab, merchantIndex 2). Self-contained: it reads its own list (src/blocks/workbench/platform-content.ts).
 */
export default function PlatformNoticesBlock() {
  const [query, setQuery] = useState<{ page: number; limit: number; type?: number; title?: string }>({ page: 1, limit: 10 });
  const [data, setData] = useState<{ records: PlatformNotice[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [reading, setReading] = useState<PlatformNotice>();
  useEffect(() => {
    let live = true;
    setLoading(true);
    listNotices(query)
      .then((res) => live && setData(res.data ?? { records: [], total: 0 }))
      .catch((error) => live && message.error(`获取通知公告列表失败!${reason(error)}`))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [query]);
  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search placeholder="请输入标题" allowClear style={{ width: 220 }} onSearch={(title) => setQuery({ ...query, page: 1, title: title.trim() || undefined })} />
        <Select
          placeholder="公告类型"
          allowClear
          options={NOTICE_TYPES}
          style={{ width: 140 }}
          value={query.type}
          onChange={(type) => setQuery({ ...query, page: 1, type })}
        />
      </Space>
      <List
        loading={loading}
        dataSource={data.records}
        pagination={
          data.total > 0 && {
            current: query.page,
            pageSize: query.limit,
            total: data.total,
            size: 'small',
            showSizeChanger: true,
            pageSizeOptions: [10, 20],
            showTotal: (total) => `共 ${total} 条`,
            onChange: (page, limit) => setQuery({ ...query, page: limit === query.limit ? page : 1, limit }),
          }
        }
        renderItem={(item) => {
          const type = noticeType(item.type);
          return (
            <List.Item className={styles.noticeItem} extra={<span className={styles.recordTime}>{item.publishTime}</span>}>
              <div className={styles.noticeTitleLine}>
                {type && <Tag color={type.color}>{type.label}</Tag>}
                <a className={styles.noticeTitle} onClick={() => setReading(item)} title={item.title}>
                  {item.title}
                </a>
              </div>
            </List.Item>
          );
        }}
      />
      <NoticeReader notice={reading} onClose={() => setReading(undefined)} />
    </div>
  );
}
