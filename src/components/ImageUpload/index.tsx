import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { message, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useState } from 'react';
import { api } from '@/services/request';
import styles from './index.less';

export const IMAGE_TYPES = ['image/jpeg', 'image/png'];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const TOO_BIG = '上传图片大小不能超过 2MB!';
export const WRONG_TYPE = '上传图片只能是 JPG、JPEG、PNG 格式!';

/** The browser's first check (the server checks the content again): jpg/jpeg/png, at most 2 MB. */
export function imageProblem(file: { name: string; type?: string; size: number }): string | undefined {
  const typeOk = IMAGE_TYPES.includes(file.type ?? '') || /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return WRONG_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return TOO_BIG;
  return undefined;
}

interface Props {
  value?: string | null;
  onChange?: (url: string) => void;
  disabled?: boolean;
  /** Box size in px; the logo box is wide (advised 160×38). */
  width?: number;
  height?: number;
  label?: string;
  alt?: string;
}

/**
 * A single image uploaded to POST /api/business/storage/create (field `file`), the stored URL as the
 * value. The image is served with the session cookie, so a plain <img> shows it.
 */
export default function ImageUpload({ value, onChange, disabled, width = 160, height = 100, label = '上传图片', alt = '' }: Props) {
  const [loading, setLoading] = useState(false);

  const beforeUpload = (file: RcFile) => {
    const problem = imageProblem(file);
    if (problem) message.error(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };

  const customRequest = async ({ file }: { file: string | Blob | RcFile }) => {
    const body = new FormData();
    body.append('file', file as Blob);
    setLoading(true);
    try {
      const res = await api.post<{ url: string }>('/api/business/storage/create', body);
      onChange?.(res.data.url);
    } catch {
      // The request client shows the server's message.
    } finally {
      setLoading(false);
    }
  };

  return (
    <Upload
      accept=".jpg,.jpeg,.png,image/jpeg,image/png"
      showUploadList={false}
      beforeUpload={beforeUpload}
      customRequest={customRequest as any}
      disabled={disabled || loading}
      maxCount={1}
    >
      <div className={styles.box} style={{ width, height }} data-disabled={disabled ? 'true' : undefined}>
        {value ? (
          <img src={value} alt={alt} className={styles.image} />
        ) : (
          <div className={styles.empty}>
            {loading ? <LoadingOutlined /> : <PlusOutlined />}
            <div>{label}</div>
          </div>
        )}
      </div>
    </Upload>
  );
}
