import { Button, Checkbox, Drawer, Empty, Space, Switch, Typography } from 'antd';
import { useState } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Message panel (spec doc 1 §2 "Message panel"): filters to-do / reminder, history toggle, mark all read.
 * Closes on a click outside (mask) or the close icon. The message service is not built yet: empty list.
 */
export default function MessagePanel({ open, onClose }: Props) {
  const [types, setTypes] = useState<number[]>([0, 1]);
  const [history, setHistory] = useState(false);
  return (
    <Drawer title="消息" placement="right" width={380} open={open} onClose={onClose} maskClosable>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Checkbox.Group
            value={types}
            onChange={(v) => setTypes(v as number[])}
            options={[
              { label: '待办', value: 0 },
              { label: '提醒', value: 1 },
            ]}
          />
          <Space size={6}>
            <Typography.Text type="secondary">历史消息</Typography.Text>
            <Switch size="small" checked={history} onChange={setHistory} />
          </Space>
        </Space>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" style={{ marginTop: 48 }} />
        <Button block disabled>
          全部已读
        </Button>
      </Space>
    </Drawer>
  );
}
