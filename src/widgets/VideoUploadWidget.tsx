/**
 * The registered `videoUpload` widget: a `file` field taking a video (mp4 or webm, ≤ 50 MB) uploaded by an operator
 * to POST /api/platform/storage/video; the value is the stored file's url, shown as a player with 重新上传 and 移除.
 * The server checks the file's content and size again, and the field's write that the operator uploaded it.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, message, Space, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useState } from 'react';
import type { FieldWidgetProps } from '@/components/SchemaPage/registry';
import { api } from '@/services/request';

const MAX_BYTES = 50 * 1024 * 1024;
const ACCEPT = '.mp4,.webm,video/mp4,video/webm';

function problemOf(file: RcFile): string | undefined {
  if (!/\.(mp4|webm)$/i.test(file.name)) return '上传视频只能是 MP4、WEBM 格式!';
  if (file.size > MAX_BYTES) return '上传视频大小不能超过 50MB!';
  return undefined;
}

function VideoUpload({ value, onChange, disabled }: { value?: string | null; onChange?: (url: string | null) => void; disabled?: boolean }) {
  const [loading, setLoading] = useState(false);
  const upload = async ({ file }: { file: string | Blob | RcFile }) => {
    const body = new FormData();
    body.append('file', file as Blob);
    setLoading(true);
    try {
      const res = await api.post<{ url: string }>('/api/platform/storage/video', body);
      onChange?.(res.data.url);
    } catch {
      // The request client shows the server's message.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value && <video src={value} controls style={{ width: '100%', maxHeight: 220, background: '#000', borderRadius: 6 }} />}
      <Space>
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          maxCount={1}
          disabled={disabled || loading}
          beforeUpload={(file) => {
            const problem = problemOf(file);
            if (problem) message.error(problem);
            return problem ? Upload.LIST_IGNORE : true;
          }}
          customRequest={upload as any}
        >
          <Button icon={<UploadOutlined />} loading={loading} disabled={disabled}>
            {value ? '重新上传' : '上传视频'}
          </Button>
        </Upload>
        {value && (
          <Button onClick={() => onChange?.(null)} disabled={disabled}>
            移除
          </Button>
        )}
      </Space>
    </Space>
  );
}

export function VideoUploadWidget({ name, label, rules, noStyle, disabled, def }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle} extra={def.description}>
      <VideoUpload disabled={disabled} />
    </Form.Item>
  );
}
