/**
 * A form value of uploaded attachments (a schedule's files): the kinds and the size spec §5 allows, uploaded
 * through a declared endpoint.
 */
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload, message } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useEffect, useRef, useState } from 'react';
import { ATTACHMENT_EXTENSIONS, SCHEDULE_MESSAGES, type ScheduleFile } from '../../shared/schedule-wire';
import { callOperation } from '@/blocks/calls';
import type { BlockOperation } from '@/blocks/types';
import styles from './widgets.less';

interface Props {
  value?: ScheduleFile[];
  onChange?: (files: ScheduleFile[]) => void;
  /** The upload call: takes the file as `file` (multipart), answers `{url}`. */
  upload: BlockOperation;
}

const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/** Why a chosen file cannot be added: a kind outside spec §5, or a name already in the list (`选中文件包含已上传文件！`). */
export function fileProblem(name: string, taken: string[]): string | undefined {
  if (!ATTACHMENT_EXTENSIONS.includes(extensionOf(name))) return SCHEDULE_MESSAGES.fileKind;
  if (taken.includes(name)) return SCHEDULE_MESSAGES.fileDuplicate;
  return undefined;
}

/**
 * A form's attachments (a schedule's): each chosen file is uploaded through `upload` (plt-schedule/upload checks it
 * again by its bytes) and listed by name, a link with a delete button; the server's refusal is shown as it says.
 */
export default function AttachmentsField({ value = [], onChange, upload }: Props) {
  const latest = useRef(value);
  const pending = useRef<string[]>([]);
  const [uploading, setUploading] = useState(0);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const change = (files: ScheduleFile[]) => {
    latest.current = files;
    onChange?.(files);
  };

  const beforeUpload = (file: RcFile) => {
    const problem = fileProblem(file.name, [...latest.current.map((f) => f.name), ...pending.current]);
    if (problem) {
      message.error(problem);
      return Upload.LIST_IGNORE;
    }
    pending.current.push(file.name);
    return true;
  };

  const customRequest = async ({ file }: { file: string | Blob | RcFile }) => {
    const name = (file as RcFile).name;
    setUploading((n) => n + 1);
    try {
      const body = new FormData();
      body.append('file', file as Blob, name);
      const res = await callOperation<ScheduleFile>(upload, { body, quiet: true });
      change([...latest.current, { name, url: res.data.url }]);
    } catch (error) {
      message.error(error instanceof Error ? error.message : '上传失败');
    } finally {
      pending.current = pending.current.filter((n) => n !== name);
      setUploading((n) => n - 1);
    }
  };

  return (
    <div>
      <Upload multiple showUploadList={false} accept={ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',')} beforeUpload={beforeUpload} customRequest={customRequest as any}>
        <Button icon={<UploadOutlined />} loading={uploading > 0}>
          上传附件
        </Button>
      </Upload>
      <Typography.Text type="secondary" className={styles.hint}>
        支持 {ATTACHMENT_EXTENSIONS.join('、')}
      </Typography.Text>
      {value.length > 0 && (
        <ul className={styles.files} data-testid="schedule-files">
          {value.map((file) => (
            <li key={file.url}>
              <Space size={4}>
                <PaperClipOutlined />
                <a href={file.url} target="_blank" rel="noreferrer">
                  {file.name}
                </a>
              </Space>
              <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={`删除 ${file.name}`} onClick={() => change(value.filter((f) => f.url !== file.url))} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
