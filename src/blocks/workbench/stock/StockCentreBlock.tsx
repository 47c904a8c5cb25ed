import { CloudUploadOutlined, QqOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import type { BlockProps } from '../../types';
import PublishStockDialog from './PublishStockDialog';
import { consultStock, searchStock, type StockPage, type StockQuery, type StockRecord } from './stock-calls';
import styles from './stock.less';

/** Inventory page sizes (spec doc 1 §9): default 10. */
const PAGE_SIZES = [10, 20, 50, 100, 500, 1000];

const money = (v?: number | null) => (v === undefined || v === null ? '-' : v.toFixed(2));

/** One order number per line (commas and spaces also split): the batch search's list. */
export const orderNumbers = (text: string) => [...new Set(text.split(/[\r\n,，;；\s]+/).map((s) => s.trim()).filter(Boolean))];

/** Opens the QQ chat of a row's contact and records the click (spec: consult-click record). */
function consult(row: StockRecord) {
  consultStock(row.id).catch(() => undefined);
  window.open(`https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(row.qq ?? '')}&site=qq&menu=yes`, '_blank', 'noopener,noreferrer');
}

/**
 * The `stockCentre` block, 库存共享中心 (spec doc 1 §2 Workbench): the published stock of every company — search by brand/product/series,
 * model and order number, a batch search of order numbers (a textarea, one per line), reset; the table with a
 * summary row totalling the available quantity of the whole result; page sizes 10–1000; 发布我的库存.
 */
export default function StockCentreBlock({ block }: BlockProps) {
  const [form] = Form.useForm();
  const [query, setQuery] = useState<StockQuery>({ page: 1, limit: PAGE_SIZES[0] });
  const [data, setData] = useState<StockPage>({ records: [], total: 0, totals: { availableQty: 0 } });
  const [loading, setLoading] = useState(false);
  const [batchOpen, setBatchOpen] = useState(false);
  const [batchText, setBatchText] = useState('');
  const [publishOpen, setPublishOpen] = useState(false);

  const load = useCallback(() => {
    setLoading(true);
    searchStock(query)
      .then((res) => setData(res.data ?? { records: [], total: 0 }))
      .catch(() => setData({ records: [], total: 0, totals: { availableQty: 0 } }))
      .finally(() => setLoading(false));
  }, [query]);
  useEffect(load, [load]);

  const search = (values: { goodsInfo?: string; specModel?: string; itemNo?: string }) =>
    setQuery({ page: 1, limit: query.limit, itemNoList: query.itemNoList, goodsInfo: values.goodsInfo?.trim(), specModel: values.specModel?.trim(), itemNo: values.itemNo?.trim() });
  const applyBatch = () => {
    const numbers = orderNumbers(batchText);
    setBatchOpen(false);
    setQuery({ ...query, page: 1, itemNoList: numbers.length ? numbers.join('\n') : undefined });
  };
  const reset = () => {
    form.resetFields();
    setBatchText('');
    setQuery({ page: 1, limit: query.limit });
  };
  const batchCount = query.itemNoList ? query.itemNoList.split('\n').length : 0;

  const columns: ColumnsType<StockRecord> = [
    { title: '序号', key: 'index', width: 64, align: 'center', render: (_, __, i) => (query.page - 1) * query.limit + i + 1 },
    {
      title: '产品信息',
      key: 'goods',
      render: (_, r) => {
        const text = [r.brandName, r.goodsName, r.series].filter(Boolean).join(' / ');
        return (
          <div className={styles.goods}>
            <span className={styles.goodsName} title={text}>{text || '-'}</span>
            {r.companyName ? <span className={styles.company}>{r.companyName}</span> : null}
          </div>
        );
      },
    },
    { title: '型号', dataIndex: 'specModel', width: 160, ellipsis: true },
    { title: '订货号', dataIndex: 'itemNo', width: 120, ellipsis: true },
    { title: '面价(元)', dataIndex: 'retailPrice', width: 110, align: 'right', render: money },
    { title: '可用数量', dataIndex: 'availableQty', width: 96, align: 'right' },
    { title: '更新日期', dataIndex: 'updTime', width: 110, render: (v?: string) => v?.slice(0, 10) ?? '-' },
    {
      title: 'QQ咨询',
      key: 'qq',
      width: 90,
      align: 'center',
      render: (_, r) =>
        r.qq ? (
          <a onClick={() => consult(r)} title={`QQ ${r.qq}`}>
            <QqOutlined /> 咨询
          </a>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <Card
      variant="borderless"
      title={block.title}
      extra={
        <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setPublishOpen(true)}>
          发布我的库存
        </Button>
      }
    >
      <Form form={form} layout="inline" className={styles.search} onFinish={search} data-testid="stock-search">
        <Form.Item name="goodsInfo">
          <Input allowClear placeholder="品牌/产品名称/系列" style={{ width: 180 }} maxLength={100} />
        </Form.Item>
        <Form.Item name="specModel">
          <Input allowClear placeholder="型号" style={{ width: 140 }} maxLength={100} />
        </Form.Item>
        <Form.Item name="itemNo">
          <Input allowClear placeholder="订货号" style={{ width: 140 }} maxLength={50} />
        </Form.Item>
        <Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询
            </Button>
            <Button onClick={() => setBatchOpen(true)}>批量查询</Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {batchCount ? (
        <Tag className={styles.batchTag} color="blue" closable onClose={() => setQuery({ ...query, page: 1, itemNoList: undefined })}>
          批量查询：{batchCount} 个订货号
        </Tag>
      ) : null}
      <Table<StockRecord>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data.records}
        tableLayout="fixed"
        pagination={{
          current: query.page,
          pageSize: query.limit,
          total: data.total,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (page, limit) => setQuery({ ...query, page: limit === query.limit ? page : 1, limit }),
        }}
        summary={() => (
          <Table.Summary fixed="bottom">
            <Table.Summary.Row className={styles.summary} data-testid="stock-summary">
              <Table.Summary.Cell index={0} colSpan={5}>
                <Typography.Text strong>合计</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <Typography.Text strong data-testid="stock-total-qty">{data.totals?.availableQty ?? 0}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} colSpan={2} />
            </Table.Summary.Row>
          </Table.Summary>
        )}
        scroll={{ x: 860 }}
      />
      <Modal title="批量查询" open={batchOpen} onOk={applyBatch} onCancel={() => setBatchOpen(false)} okText="查询" cancelText="取消" width={550} destroyOnHidden>
        <Typography.Paragraph type="secondary">每行输入一个订货号，最多 1000 个。</Typography.Paragraph>
        <Input.TextArea rows={8} value={batchText} onChange={(e) => setBatchText(e.target.value)} placeholder="请输入订货号，一行一个" aria-label="订货号列表" />
      </Modal>
      <PublishStockDialog
        open={publishOpen}
        onClose={(changed) => {
          setPublishOpen(false);
          if (changed) load();
        }}
      />
    </Card>
  );
}
