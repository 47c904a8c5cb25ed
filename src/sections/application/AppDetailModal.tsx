import { Descriptions, Image, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { applicationApi, type CatalogueItem, STATUS } from './api';

/** 详情: the catalogue entry (logo, name, introduce, users, help documents, presentation) and the subscription. */
export default function AppDetailModal({ appId, onClose }: { appId?: number; onClose: () => void }) {
  const [item, setItem] = useState<CatalogueItem>();

  useEffect(() => {
    setItem(undefined);
    if (appId) applicationApi.detail(appId).then((res) => setItem(res.data)).catch(onClose);
  }, [appId]);

  const sub = item?.subscription;
  return (
    <Modal open={Boolean(appId)} title="应用详情" width={640} footer={null} onCancel={onClose} destroyOnHidden>
      {!item ? (
        <Skeleton active avatar paragraph={{ rows: 5 }} />
      ) : (
        <>
          <Space align="start" size={16} style={{ marginBottom: 16 }}>
            <Image src={item.logo} width={72} height={72} preview={false} alt="" />
            <div>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {item.name}
              </Typography.Title>
              <Typography.Text type="secondary">{item.describe}</Typography.Text>
              <div style={{ marginTop: 8 }}>
                <Tag>{item.userCount} 家企业在用</Tag>
                <Tag>{item.helpCount} 篇帮助文档</Tag>
              </div>
            </div>
          </Space>
          <Typography.Paragraph>{item.introduce}</Typography.Paragraph>
          <Space wrap style={{ marginBottom: 16 }}>
            {(item.present ?? '').split('\n').filter(Boolean).map((feature) => (
              <Tag color="blue" key={feature}>
                {feature}
              </Tag>
            ))}
          </Space>
          {sub && (
            <Descriptions size="small" bordered column={2}>
              <Descriptions.Item label="状态">
                <Tag color={STATUS[sub.status]?.color}>{STATUS[sub.status]?.text ?? sub.status}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label="已用/授权">
                {sub.useQty}/{sub.seats}
              </Descriptions.Item>
              <Descriptions.Item label="开通时间">{sub.startTime ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="到期时间">{sub.endTime ?? '-'}</Descriptions.Item>
            </Descriptions>
          )}
        </>
      )}
    </Modal>
  );
}
