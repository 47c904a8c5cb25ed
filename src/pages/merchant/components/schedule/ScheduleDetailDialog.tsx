import { Button, Descriptions, Modal, Space, Tag, message } from 'antd';
import { SCHEDULE_MESSAGES } from '../../../../../shared/schedule-wire';
import { deleteSchedule, type ScheduleOccurrence } from '../../schedule-api';
import { repeatText, whenText } from './schedule-text';

interface Props {
  item?: ScheduleOccurrence;
  /** The current member's member id (front/info memberId, as crtUserId is answered): 编辑 and 删除 are the creator's only; none, a detail to read. */
  userId?: number | string;
  onClose: () => void;
  onEdit?: (item: ScheduleOccurrence) => void;
  onDeleted?: () => void;
}

const names = (people: { name: string }[]) => (people.length ? people.map((p) => p.name).join('、') : '无');

/** A schedule's every field; the creator may edit it or delete it after `此操作将删除当前日程，是否继续？`. */
export default function ScheduleDetailDialog({ item, userId, onClose, onEdit, onDeleted }: Props) {
  const mine = !!item && userId !== undefined && String(item.crtUserId) === String(userId);
  const confirmDelete = () =>
    Modal.confirm({
      title: '提示',
      content: SCHEDULE_MESSAGES.deleteConfirm,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          const res = await deleteSchedule(item!.id);
          message.success(res.msg || '删除成功!');
          onDeleted?.();
        } catch (error) {
          message.error(error instanceof Error ? error.message : '删除失败');
        }
      },
    });
  const footer = mine
    ? [
        <Button key="delete" danger onClick={confirmDelete}>
          删除
        </Button>,
        <Button key="edit" type="primary" onClick={() => onEdit?.(item!)}>
          编辑
        </Button>,
      ]
    : [
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ];
  return (
    <Modal open={!!item} title="日程详情" onCancel={onClose} footer={footer} width={600} destroyOnHidden className="schedule-detail">
      {item && (
        <Descriptions column={1} size="small" styles={{ label: { width: 96 } }} bordered>
          <Descriptions.Item label="日程名称">
            <Space wrap>
              {item.scheduleName}
              {item.sign === 1 && <Tag color="red">重要</Tag>}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="类型">{item.typeName}</Descriptions.Item>
          <Descriptions.Item label="时间">{whenText(item)}</Descriptions.Item>
          <Descriptions.Item label="重复">{repeatText(item)}</Descriptions.Item>
          <Descriptions.Item label="地点">{item.place || '无'}</Descriptions.Item>
          <Descriptions.Item label="参与人">{names(item.participantsVOList ?? [])}</Descriptions.Item>
          <Descriptions.Item label="抄送人">{names(item.copyList ?? [])}</Descriptions.Item>
          <Descriptions.Item label="内容">
            <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{item.text || '无'}</div>
          </Descriptions.Item>
          <Descriptions.Item label="附件">
            {item.voList?.length ? (
              <Space direction="vertical" size={2}>
                {item.voList.map((file) => (
                  <a key={file.url} href={file.url} target="_blank" rel="noreferrer" download={file.name}>
                    {file.name}
                  </a>
                ))}
              </Space>
            ) : (
              '无'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="创建人">{item.crtUserName || '—'}</Descriptions.Item>
          {item.crtTime && <Descriptions.Item label="创建时间">{item.crtTime}</Descriptions.Item>}
        </Descriptions>
      )}
    </Modal>
  );
}
