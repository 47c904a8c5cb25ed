/**
 * The templateGallery block (模板下载): website templates filtered by category, colour and support, with detail and
 * purchase dialogs.
 */
import { Card, Checkbox, Col, Empty, Input, Modal, Pagination, Row, Spin, Tag, Typography, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/services/request';
import { PurchaseDialog, TemplateDetail } from './TemplateDialogs';
import {
  COLOR_OPTIONS,
  COLOR_SWATCH,
  listTemplates,
  PAGE_SIZE,
  purchaseStatus,
  SUPPORT_OPTIONS,
  supportLabels,
  TYPE_OPTIONS,
  typeLabel,
  type WebTemplate,
} from './template-api';
import styles from './templateGallery.less';

interface Filters {
  name?: string;
  type?: number;
  color?: string;
  support: string[];
}

/** One line of choices: 全部 and the options, one chosen at a time. */
function ChoiceRow<T extends string | number>({ label, value, options, onChange, swatch }: { label: string; value?: T; options: { value: T; label: string }[]; onChange: (value?: T) => void; swatch?: Record<string, string> }) {
  return (
    <div className={styles.filterRow}>
      <span className={styles.filterLabel}>{label}：</span>
      <div className={styles.filterChoices}>
        <Tag.CheckableTag checked={value === undefined} onChange={() => onChange(undefined)}>
          全部
        </Tag.CheckableTag>
        {options.map((option) => (
          <Tag.CheckableTag key={option.value} checked={value === option.value} onChange={() => onChange(option.value)}>
            {swatch && <span className={styles.swatch} style={{ background: swatch[String(option.value)] }} />}
            {option.label}
          </Tag.CheckableTag>
        ))}
      </div>
    </div>
  );
}

/**
 * Block `templateGallery`, 模板下载 (spec doc 2 §2; the service console's page file templateDownload): the website template gallery — name search, category (19), colour and support filters,
 * 6 per page, `暂无更多数据` when nothing matches; a template's detail; 访问模板 opens a bought template's link or
 * asks to buy it; buying with the balance.
 */
export default function TemplateGalleryBlock() {
  const [filters, setFilters] = useState<Filters>({ support: [] });
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ records: WebTemplate[]; total: number }>();
  const [viewing, setViewing] = useState<WebTemplate>();
  const [buying, setBuying] = useState<WebTemplate>();

  const load = useCallback(() => {
    setData(undefined);
    listTemplates({ name: filters.name, type: filters.type, color: filters.color, support: filters.support.join(',') || undefined, page, limit: PAGE_SIZE })
      .then((res) => setData(res.data))
      .catch((error) => {
        message.error(`获取模板列表失败!${error instanceof ApiError ? error.message : ''}`);
        setData({ records: [], total: 0 });
      });
  }, [filters, page]);
  useEffect(load, [load]);

  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  // 访问模板: a bought template opens its link; otherwise the prompt to buy it (spec doc 2 §4).
  const open = async (template: WebTemplate) => {
    try {
      const res = await purchaseStatus(template.id);
      window.open(res.data.link, '_blank', 'noopener');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        Modal.confirm({
          title: '提示',
          content: error.message,
          okText: '去购买',
          cancelText: '取消',
          onOk: () => {
            setViewing(undefined);
            setBuying(template);
          },
        });
      } else message.error(`查询付费状态失败!${error instanceof ApiError ? error.message : ''}`);
    }
  };

  return (
    <div className={styles.gallery}>
      <Card variant="borderless" className={styles.filters}>
        <div className={styles.filterRow}>
          <span className={styles.filterLabel}>模板名称：</span>
          <Input.Search placeholder="请输入模板名称" allowClear enterButton="搜索" style={{ maxWidth: 360 }} onSearch={(text) => change({ name: text.trim() || undefined })} data-testid="template-search" />
        </div>
        <ChoiceRow label="行业类型" value={filters.type} options={TYPE_OPTIONS} onChange={(type) => change({ type })} />
        <ChoiceRow label="颜色" value={filters.color} options={COLOR_OPTIONS} onChange={(color) => change({ color })} swatch={COLOR_SWATCH} />
        <div className={styles.filterRow}>
          <span className={styles.filterLabel}>支持：</span>
          <Checkbox.Group options={SUPPORT_OPTIONS} value={filters.support} onChange={(support) => change({ support: support as string[] })} />
        </div>
      </Card>
      <Card variant="borderless">
        {!data ? (
          <Spin className={styles.loading} />
        ) : data.records.length === 0 ? (
          <Empty description="暂无更多数据" className={styles.empty} />
        ) : (
          <Row gutter={[16, 16]} data-testid="template-grid">
            {data.records.map((template) => (
              <Col key={template.id} xs={24} md={12} xl={8}>
                <Card
                  hoverable
                  className={styles.templateCard}
                  cover={<img src={template.cover ?? undefined} alt={template.name} className={styles.templateCover} />}
                  onClick={() => setViewing(template)}
                  data-testid="template-card"
                >
                  <Typography.Text strong ellipsis className={styles.templateName}>
                    {template.name}
                  </Typography.Text>
                  <div className={styles.templateMeta}>
                    <Tag color="blue">{typeLabel(template.type)}</Tag>
                    {supportLabels(template.support).map((label) => (
                      <Tag key={label}>{label}</Tag>
                    ))}
                  </div>
                  <div className={styles.templateFoot}>
                    <span className={styles.price}>¥{template.price.toFixed(2)}</span>
                    <a
                      onClick={(event) => {
                        event.stopPropagation();
                        setBuying(template);
                      }}
                    >
                      购买
                    </a>
                  </div>
                </Card>
              </Col>
            ))}
          </Row>
        )}
        {data && data.total > PAGE_SIZE && (
          <Pagination className={styles.pager} current={page} pageSize={PAGE_SIZE} total={data.total} showSizeChanger={false} showTotal={(total) => `共 ${total} 个模板`} onChange={setPage} />
        )}
      </Card>
      {viewing && <TemplateDetail template={viewing} onClose={() => setViewing(undefined)} onOpen={() => void open(viewing)} onBuy={() => (setBuying(viewing), setViewing(undefined))} />}
      {buying && <PurchaseDialog template={buying} onClose={() => setBuying(undefined)} onBought={() => setBuying(undefined)} />}
    </div>
  );
}
