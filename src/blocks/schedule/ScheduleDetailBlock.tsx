/**
 * The scheduleDetail block: a schedule's fields in a dialog, with 编辑 and 删除 for the member who created it.
 */
import { Button, Descriptions, Modal, Space, Tag, message } from 'antd';
import { SCHEDULE_MESSAGES, type ScheduleAnswer } from '../../../shared/schedule-wire';
import { callOperation, operationOf } from '../calls';
import { useSession } from '../form/useSession';
import type { BlockProps } from '../types';
import { repeatText, whenText } from './schedule-text';
import styles from './schedule-dialog.less';

const names = (people: { name: string }[] | undefined) => (people?.length ? people.map((p) => p.name).join('、') : '无');

/**
 * scheduleDetail: a schedule's every field (the row the dialog was opened with). To the member who created it
 * (`ownerField`, default crtUserId, equal to the session's memberId) it offers 删除 (after
 * `此操作将删除当前日程，是否继续？`, through `operation` with the id as `ids`) and 编辑 (the opening block's
 * `editDialog`, default edit); to anyone else 关闭.
 */
export default function ScheduleDetailBlock({ block, page, row, onDone, onCancel, openDialog }: BlockProps) {
  const [modal, modalHolder] = Modal.useModal();
  const session = useSession();
  const item = row as ScheduleAnswer;
  const remove = operationOf(page, block, block.operation);
  const mine = session.memberId !== undefined && String(row?.[block.ownerField ?? 'crtUserId']) === String(session.memberId);
  const confirmDelete = () =>
    modal.confirm({
      title: '提示',
      content: SCHEDULE_MESSAGES.deleteConfirm,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          const res = await callOperation(remove!, { params: { ids: item.id }, quiet: true });
          message.success(res.msg || '删除成功!');
          page.reload();
          onDone?.();
        } catch (error) {
          message.error(error instanceof Error ? error.message : '删除失败');
        }
      },
    });
  const buttons = mine ? (
    <>
      {remove && (
        <Button danger onClick={confirmDelete}>
          删除
        </Button>
      )}
      {openDialog && (
        <Button type="primary" onClick={() => openDialog(block.editDialog ?? 'edit')}>
          编辑
        </Button>
      )}
    </>
  ) : (
    <Button onClick={onCancel}>关闭</Button>
  );
  return (
    <div className="schedule-detail">
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
        <Descriptions.Item label="参与人">{names(item.participantsVOList)}</Descriptions.Item>
        <Descriptions.Item label="抄送人">{names(item.copyList)}</Descriptions.Item>
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
      <div className={styles.footer}>{buttons}</div>
      {modalHolder}
    </div>
  );
}
