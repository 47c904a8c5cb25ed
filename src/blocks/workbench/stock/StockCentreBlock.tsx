import { CloudUploadOutlined, QqOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import RecordTable from '@/components/SchemaPage/RecordTable';
import { usePagedRows } from '@/components/SchemaPage/paging';
import type { Column } from '../../../../shared/schema-types.generated';
import type { BlockProps } from '../../types';
import PublishStockDialog from './PublishStockDialog';
import { consultStock, searchStock, type StockQuery, type StockRecord } from './stock-calls';
import styles from './stock.less';

/** Inventory page sizes (spec doc 1 §9): default 10. */
const PAGE_SIZES = [10, 20, 50, 100, 500, 1000];

/** The table's columns; 序号, 产品信息 and QQ咨询 are drawn by the block (`cells`). */
const COLUMNS: Column[] = [
  { field: 'index', title: '序号', width: 64 },
  { field: 'goods', title: '产品信息', ellipsis: true },
  { field: 'specModel', title: '型号', width: 140, ellipsis: true },
  { field: 'itemNo', title: '订货号', width: 110, ellipsis: true },
  { field: 'retailPrice', title: '面价', valueType: 'money', width: 110 },
  { field: 'availableQty', title: '可用数量', width: 96 },
  { field: 'updTime', title: '更新日期', valueType: 'date', width: 110 },
  { field: 'qq', title: 'QQ咨询', width: 90 },
];

type Filters = Omit<StockQuery, 'page' | 'limit'>;

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
  const [filters, setFilters] = useState<Filters>({});
  const [batchOpen, setBatchOpen] = useState(false);
  const [batchText, setBatchText] = useState('');
  const [publishOpen, setPublishOpen] = useState(false);
  const list = usePagedRows({ load: (page, limit) => searchStock({ ...filters, page, limit }).then((res) => res.data), filters, pageSize: PAGE_SIZES[0] });

  const search = (values: { goodsInfo?: string; specModel?: string; itemNo?: string }) =>
    setFilters({ itemNoList: filters.itemNoList, goodsInfo: values.goodsInfo?.trim(), specModel: values.specModel?.trim(), itemNo: values.itemNo?.trim() });
  const applyBatch = () => {
    const numbers = orderNumbers(batchText);
    setBatchOpen(false);
    setFilters({ ...filters, itemNoList: numbers.length ? numbers.join('\n') : undefined });
  };
  const reset = () => {
    form.resetFields();
    setBatchText('');
    setFilters({});
  };
  const batchCount = filters.itemNoList ? filters.itemNoList.split('\n').length : 0;

  const cells = {
    index: (_: unknown, i: number) => (list.pageNo - 1) * list.pageSize + i + 1,
    goods: (r: StockRecord) => {
      const text = [r.brandName, r.goodsName, r.series].filter(Boolean).join(' / ');
      return (
        <div className={styles.goods}>
          <span className={styles.goodsName} title={text}>{text || '-'}</span>
          {r.companyName ? <span className={styles.company}>{r.companyName}</span> : null}
        </div>
      );
    },
    qq: (r: StockRecord) =>
      r.qq ? (
        <a onClick={() => consult(r)} title={`QQ ${r.qq}`}>
          <QqOutlined /> 咨询
        </a>
      ) : (
        '-'
      ),
  } as Record<string, (row: any, index: number) => ReactNode>;

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
        <Tag className={styles.batchTag} color="blue" closable onClose={() => setFilters({ ...filters, itemNoList: undefined })}>
          批量查询：{batchCount} 个订货号
        </Tag>
      ) : null}
      <RecordTable
        rowKey="id"
        columns={COLUMNS}
        fields={{}}
        list={list}
        pageSizes={PAGE_SIZES}
        cells={cells}
        summary={{ label: '合计', values: { availableQty: <span data-testid="stock-total-qty">{list.totals?.availableQty ?? 0}</span> } }}
      />
      <Modal title="批量查询" open={batchOpen} onOk={applyBatch} onCancel={() => setBatchOpen(false)} okText="查询" cancelText="取消" width={550} destroyOnHidden>
        <Typography.Paragraph type="secondary">每行输入一个订货号，最多 1000 个。</Typography.Paragraph>
        <Input.TextArea rows={8} value={batchText} onChange={(e) => setBatchText(e.target.value)} placeholder="请输入订货号，一行一个" aria-label="订货号列表" />
      </Modal>
      <PublishStockDialog
        open={publishOpen}
        onClose={(changed) => {
          setPublishOpen(false);
          if (changed) list.reload();
        }}
      />
    </Card>
  );
}
