/**
 * A company notice's reading and detail dialogs, for the workbench's 最新公告.
 */
import { Button, Descriptions, Modal, Tag, Typography } from 'antd';
import { STATUS, type Notice } from './notice-api';
import styles from './NoticeDialog.less';

interface Props {
  notice: Notice | null;
  /** 我创建的 shows the detail dialog; 已发布 the reading dialog. */
  mine: boolean;
  currentUserId?: number | string;
  onClose: () => void;
  onDelete: (notice: Notice) => void;
}

/**
 * The reading dialog (category heading, issuer, title, body; delete only for the issuer) and the detail dialog of a
 * notice, for the workbench's 最新公告 (/noticeManager declares its own: schemas/admin/pages/noticeManager.json).
 */
export default function NoticeDialog({ notice, mine, currentUserId, onClose, onDelete }: Props) {
  if (!notice) return null;
  const isIssuer = String(notice.editId) === String(currentUserId);
  const footer = [
    <Button key="close" onClick={onClose}>
      关闭
    </Button>,
    ...(mine || isIssuer
      ? [
          <Button key="delete" danger onClick={() => onDelete(notice)}>
            删除
          </Button>,
        ]
      : []),
  ];
  const body = <div className={styles.richText} dangerouslySetInnerHTML={{ __html: notice.text }} />;
  if (!mine) {
    return (
      <Modal open title={notice.typeName} width={760} onCancel={onClose} footer={footer}>
        <div className={styles.issuer}>发布人：{notice.editName}</div>
        <Typography.Title level={4} className={styles.readTitle}>
          {notice.title}
        </Typography.Title>
        {/* Sanitised on the server before it was stored. */}
        {body}
      </Modal>
    );
  }
  const status = STATUS[notice.status];
  return (
    <Modal open title="通知公告详情" width={800} onCancel={onClose} footer={footer}>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label="标题" span={2}>
          {notice.title}
        </Descriptions.Item>
        <Descriptions.Item label="编制人">{notice.editName}</Descriptions.Item>
        <Descriptions.Item label="编制日期">{notice.crtTime}</Descriptions.Item>
        <Descriptions.Item label="类型">{notice.typeName}</Descriptions.Item>
        <Descriptions.Item label="发布人">{notice.editName}</Descriptions.Item>
        <Descriptions.Item label="编号">{notice.code || '-'}</Descriptions.Item>
        <Descriptions.Item label="部门">{notice.departName || '-'}</Descriptions.Item>
        <Descriptions.Item label="发布时间">{notice.releaseTime}</Descriptions.Item>
        <Descriptions.Item label="公示截止">{notice.openDate}</Descriptions.Item>
        <Descriptions.Item label="状态">{status ? <Tag color={status.color}>{status.text}</Tag> : notice.status}</Descriptions.Item>
        <Descriptions.Item label="可见范围">{notice.voList.map((p) => p.name).join('、')}</Descriptions.Item>
        {notice.status === 4 && (
          <Descriptions.Item label="驳回原因" span={2}>
            {notice.reason}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="正文" span={2}>
          {body}
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
