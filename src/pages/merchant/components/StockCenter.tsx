import { CloudUploadOutlined, QqOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Input, Modal, Result, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import styles from './widgets.less';

export interface StockRecord {
  id: number | string;
  brandName?: string;
  goodsName?: string;
  series?: string;
  specModel?: string;
  itemNo?: string;
  retailPrice?: number;
  availableQty?: number;
  updTime?: string;
  qq?: string;
}

/** Inventory page sizes (spec doc 1 §9). */
const PAGE_SIZES = [10, 20, 50, 100, 500, 1000];

const columns: ColumnsType<StockRecord> = [
  { title: '序号', key: 'index', width: 64, align: 'center', render: (_, __, i) => i + 1 },
  {
    title: '产品信息',
    key: 'goods',
    render: (_, r) => [r.brandName, r.goodsName, r.series].filter(Boolean).join(' / ') || '-',
  },
  { title: '型号', dataIndex: 'specModel' },
  { title: '订货号', dataIndex: 'itemNo' },
  { title: '面价(元)', dataIndex: 'retailPrice', align: 'right', render: (v?: number) => (v === undefined ? '-' : v.toFixed(2)) },
  { title: '可用数量', dataIndex: 'availableQty', align: 'right' },
  { title: '更新日期', dataIndex: 'updTime', width: 120, render: (v?: string) => v?.slice(0, 10) ?? '-' },
  {
    title: '咨询',
    key: 'qq',
    width: 80,
    align: 'center',
    render: (_, r) =>
      r.qq ? (
        <a href={`https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(r.qq)}&site=qq&menu=yes`} target="_blank" rel="noreferrer">
          <QqOutlined /> 咨询
        </a>
      ) : (
        '-'
      ),
  },
];

/** Inventory-sharing centre: search, batch search of order numbers, table with a quantity total, paging. */
export default function StockCenter({ records = [], total = 0 }: { records?: StockRecord[]; total?: number }) {
  const [form] = Form.useForm();
  const [batchOpen, setBatchOpen] = useState(false);
  const [batchText, setBatchText] = useState('');
  const [publishOpen, setPublishOpen] = useState(false);
  const [paging, setPaging] = useState({ current: 1, pageSize: PAGE_SIZES[0] });

  const applyBatch = () => {
    const numbers = batchText
      .split(/[\s,，;；]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    form.setFieldValue('itemNo', numbers.join(','));
    setBatchOpen(false);
    setPaging({ ...paging, current: 1 });
  };

  return (
    <Card
      variant="borderless"
      title="库存共享中心"
      className={styles.mainCard}
      extra={
        <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setPublishOpen(true)}>
          发布我的库存
        </Button>
      }
    >
      <Form form={form} layout="inline" className={styles.stockSearch} onFinish={() => setPaging({ ...paging, current: 1 })}>
        <Form.Item name="goodsInfo">
          <Input allowClear placeholder="品牌/产品名称/系列" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="specModel">
          <Input allowClear placeholder="型号" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="itemNo">
          <Input allowClear placeholder="订货号" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询
            </Button>
            <Button onClick={() => setBatchOpen(true)}>批量查询</Button>
            <Button icon={<ReloadOutlined />} onClick={() => form.resetFields()}>
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<StockRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={records}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" /> }}
        pagination={{
          ...paging,
          total,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (current, pageSize) => setPaging({ current, pageSize }),
        }}
        summary={(rows) => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              <Typography.Text strong>合计</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <Typography.Text strong>{rows.reduce((sum, r) => sum + Number(r.availableQty ?? 0), 0)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} colSpan={2} />
          </Table.Summary.Row>
        )}
        scroll={{ x: 860 }}
      />
      <Modal title="批量查询" open={batchOpen} onOk={applyBatch} onCancel={() => setBatchOpen(false)} okText="查询" cancelText="取消" width={550}>
        <Typography.Paragraph type="secondary">每行输入一个订货号（也可用逗号、空格分隔）。</Typography.Paragraph>
        <Input.TextArea rows={8} value={batchText} onChange={(e) => setBatchText(e.target.value)} placeholder="请输入订货号" />
      </Modal>
      <Modal title="发布我的库存" open={publishOpen} onCancel={() => setPublishOpen(false)} footer={null} width={550}>
        <Result status="info" title="功能建设中" subTitle="库存发布功能正在建设中，敬请期待" />
      </Modal>
    </Card>
  );
}
