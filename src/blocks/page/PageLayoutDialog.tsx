/**
 * 自定义布局: the dialog in which a company administrator shows, hides and reorders a page file's blocks for the
 * whole company (page-layout API).
 */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, List, Modal, Space, message } from 'antd';
import { useEffect, useState } from 'react';
import { answer, apiClient, type AnswerData } from '@/services/api-client';

type Entry = AnswerData<'/api/business/page-layout/{id}', 'get'>['blocks'][number];

interface Props {
  pageId: string;
  title: string;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** 自定义布局: a company administrator shows or hides each block of a page and moves it up or down. */
export default function PageLayoutDialog({ pageId, title, open, onClose, onSaved }: Props) {
  const [entries, setEntries] = useState<Entry[]>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setEntries(undefined);
    answer(apiClient.GET('/api/business/page-layout/{id}', { params: { path: { id: pageId } } }))
      .then((res) => setEntries(res.data.blocks))
      .catch(onClose);
  }, [open, pageId]);

  const move = (index: number, by: number) =>
    setEntries((list) => {
      if (!list) return list;
      const next = [...list];
      const [entry] = next.splice(index, 1);
      next.splice(index + by, 0, entry);
      return next;
    });
  const toggle = (key: string, shown: boolean) => setEntries((list) => list?.map((entry) => (entry.key === key ? { ...entry, hidden: !shown } : entry)));

  const save = () => {
    if (!entries) return;
    setSaving(true);
    answer(apiClient.POST('/api/business/page-layout/{id}', { params: { path: { id: pageId } }, body: { blocks: entries.map(({ key, hidden }) => ({ key, hidden })) } as never }))
      .then(() => {
        message.success('布局已保存');
        onSaved();
      })
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  return (
    <Modal
      title={`自定义布局 — ${title}`}
      open={open}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={!entries} onClick={save}>
            保存
          </Button>
        </Space>
      }
    >
      <p style={{ color: 'rgba(0,0,0,0.45)' }}>勾选要显示的区块，用箭头调整顺序。布局对本企业所有成员生效。</p>
      <List
        loading={!entries}
        bordered
        dataSource={entries ?? []}
        renderItem={(entry, index) => (
          <List.Item
            data-layout-entry={entry.key}
            actions={[
              <Button key="up" size="small" icon={<ArrowUpOutlined />} aria-label={`上移${entry.title}`} disabled={index === 0} onClick={() => move(index, -1)} />,
              <Button key="down" size="small" icon={<ArrowDownOutlined />} aria-label={`下移${entry.title}`} disabled={index === (entries?.length ?? 0) - 1} onClick={() => move(index, 1)} />,
            ]}
          >
            <Checkbox checked={!entry.hidden} onChange={(event) => toggle(entry.key, event.target.checked)}>
              {entry.title}
            </Checkbox>
          </List.Item>
        )}
      />
    </Modal>
  );
}
