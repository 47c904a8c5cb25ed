import { Checkbox, DatePicker, Form, Input, InputNumber, Modal, Select, Space, message } from 'antd';
import { useEffect, useState } from 'react';
import { ALL_DAY, REPEAT_TYPES, SCHEDULE_LIMITS } from '../../../../../shared/schedule-wire';
import { saveSchedule, scheduleTypes, type ScheduleOccurrence, type ScheduleType } from '../../schedule-api';
import AttachmentField from './AttachmentField';
import PeopleField from './PeopleField';
import { beforeYesterday, BLANK, bodyOf, formValuesOf, HOUR_OPTIONS, rules, type ScheduleFormValues } from './schedule-form';
import styles from './schedule-dialog.less';

/** Wide enough for the whole 开始时间/结束时间 placeholder beside the select's arrow (96 px cut it to 开始…). */
const HOUR_WIDTH = 112;

interface Props {
  open: boolean;
  /** The schedule edited; none: a blank create dialog. */
  item?: ScheduleOccurrence;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Create or edit a schedule (spec doc 1 §3 Schedule): type, name, dates with half-hour slots (00:30–24:00) or all
 * day, place, participants and cc, text, attachments, repeat (type, rate, end), important. The spec's §5 messages
 * in the dialog; when the server refuses, its message.
 */
export default function ScheduleFormDialog({ open, item, onClose, onSaved }: Props) {
  const [form] = Form.useForm<ScheduleFormValues>();
  const [types, setTypes] = useState<ScheduleType[]>([]);
  const [saving, setSaving] = useState(false);
  const all = Form.useWatch('all', form);
  const repeat = Form.useWatch('repeat', form);
  const get = (name: keyof ScheduleFormValues) => form.getFieldValue(name);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(item ? formValuesOf(item) : BLANK);
    scheduleTypes()
      .then((res) => setTypes(res.data ?? []))
      .catch(() => setTypes([]));
  }, [open, item]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      const res = await saveSchedule(bodyOf({ ...BLANK, ...form.getFieldsValue(true) }, item?.id));
      message.success(res.msg || (item ? '修改成功!' : '新增成功!'));
      onSaved();
    } catch (error) {
      message.error(error instanceof Error ? error.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  // A type of the schedule that was disabled since stays shown by name.
  const typeOptions = types.map((type) => ({ value: type.id, label: type.typeName }));
  if (item && !types.some((type) => type.id === item.typeId)) typeOptions.push({ value: item.typeId, label: item.typeName });

  return (
    <Modal
      open={open}
      title={item ? '编辑日程' : '新建日程'}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      width={760}
      forceRender
      className="schedule-form"
    >
      <Form form={form} layout="horizontal" labelCol={{ flex: '88px' }} wrapperCol={{ flex: 'auto' }} labelWrap initialValues={BLANK}>
        <Form.Item label="类型" name="typeId" rules={rules.typeId}>
          <Select placeholder="请选择类型名称" options={typeOptions} />
        </Form.Item>
        <Form.Item label="日程名称" name="scheduleName" rules={rules.scheduleName}>
          <Input placeholder="请输入日程名称" maxLength={SCHEDULE_LIMITS.name} showCount />
        </Form.Item>
        <Form.Item label="日程时间" required>
          <div className={styles.timeRow}>
            <Form.Item name="startDate" noStyle rules={rules.startDate}>
              <DatePicker
                style={{ width: 136 }}
                placeholder="开始日期"
                disabledDate={beforeYesterday}
                onChange={(day) => {
                  const end = get('endDate');
                  if (day && (!end || end.isBefore(day, 'day'))) form.setFieldValue('endDate', day);
                }}
              />
            </Form.Item>
            <Form.Item name="startHour" noStyle dependencies={['all']} rules={rules.startHour(get)}>
              <Select style={{ width: HOUR_WIDTH }} placeholder="开始时间" options={HOUR_OPTIONS} disabled={all} showSearch />
            </Form.Item>
            <span>至</span>
            <Form.Item name="endDate" noStyle dependencies={['startDate']} rules={rules.endDate(get)}>
              <DatePicker style={{ width: 136 }} placeholder="结束日期" disabledDate={beforeYesterday} />
            </Form.Item>
            <Form.Item name="endHour" noStyle dependencies={['all', 'startHour', 'startDate', 'endDate']} rules={rules.endHour(get)}>
              <Select style={{ width: HOUR_WIDTH }} placeholder="结束时间" options={HOUR_OPTIONS} disabled={all} showSearch />
            </Form.Item>
            <Form.Item name="all" noStyle valuePropName="checked">
              <Checkbox onChange={(e) => e.target.checked && form.setFieldsValue({ ...ALL_DAY })}>全天</Checkbox>
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item label="地点" name="place" rules={rules.place}>
          <Input placeholder="请输入地点" maxLength={SCHEDULE_LIMITS.place} />
        </Form.Item>
        <Form.Item label="参与人" name="participants">
          <PeopleField title="选择参与人" />
        </Form.Item>
        <Form.Item label="抄送人" name="copys">
          <PeopleField title="选择抄送人" />
        </Form.Item>
        <Form.Item label="内容" name="text" rules={rules.text}>
          <Input.TextArea placeholder="请输入内容" rows={3} maxLength={SCHEDULE_LIMITS.text} showCount />
        </Form.Item>
        <Form.Item label="附件" name="files">
          <AttachmentField />
        </Form.Item>
        <Form.Item label="重复">
          <Space wrap>
            <Form.Item name="repeat" noStyle valuePropName="checked">
              <Checkbox>重复</Checkbox>
            </Form.Item>
            {repeat && (
              <>
                <span>每</span>
                <Form.Item name="repeatRate" noStyle rules={rules.repeatRate}>
                  <InputNumber min={1} max={SCHEDULE_LIMITS.rateMax} precision={0} style={{ width: 72 }} />
                </Form.Item>
                <Form.Item name="repeatType" noStyle rules={rules.repeatType}>
                  <Select style={{ width: 72 }} options={REPEAT_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
                </Form.Item>
                <span>截止</span>
                <Form.Item name="repeatEnd" noStyle dependencies={['startDate']} rules={rules.repeatEnd(get)}>
                  <DatePicker style={{ width: 136 }} placeholder="不限" disabledDate={beforeYesterday} />
                </Form.Item>
              </>
            )}
          </Space>
        </Form.Item>
        <Form.Item label="重要" name="sign" valuePropName="checked">
          <Checkbox>标记为重要日程</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
