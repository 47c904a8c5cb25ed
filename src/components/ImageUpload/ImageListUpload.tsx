/**
 * The form input of a list image field (a template's previews): several images uploaded one by one, kept as a
 * comma list of urls, each removable.
 */
import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useRef, useState } from 'react';
import { acceptOf, beforeUploadOf, DEFAULT_IMAGE_KINDS, uploadImage, type ImageKind } from './upload-image';
import styles from './index.less';

interface Props {
  /** The comma list of urls (a list image field's wire form). */
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
  alt?: string;
  /** The image kinds the field takes (its `accept`); default jpg and png. */
  kinds?: readonly ImageKind[];
  /** Most images taken. */
  maxCount?: number;
}

const urlsOf = (value?: string | null) => (value ?? '').split(',').filter(Boolean);

/** Several images (a template's previews), each uploaded as ImageUpload does; shown in order, each removable. */
export default function ImageListUpload({ value, onChange, disabled, alt = '', maxCount = 8, kinds = DEFAULT_IMAGE_KINDS }: Props) {
  const [loading, setLoading] = useState(0);
  const urls = urlsOf(value);
  // The list as last changed: several files picked at once finish one after another, each adding to it.
  const latest = useRef(urls);
  latest.current = urls;

  const customRequest = async ({ file }: { file: string | Blob | RcFile }) => {
    setLoading((count) => count + 1);
    try {
      const url = await uploadImage(file as Blob, kinds);
      latest.current = [...latest.current, url];
      onChange?.(latest.current.join(','));
    } catch {
      // The request client shows the server's message.
    } finally {
      setLoading((count) => count - 1);
    }
  };

  const remove = (url: string) => onChange?.(urls.filter((item) => item !== url).join(','));

  return (
    <div className={styles.list}>
      {urls.map((url, index) => (
        <div key={url} className={styles.box} style={{ width: 104, height: 72 }}>
          <img src={url} alt={`${alt}${index + 1}`} className={styles.image} />
          {!disabled && (
            <button type="button" className={styles.remove} aria-label={`删除${alt}${index + 1}`} onClick={() => remove(url)}>
              <DeleteOutlined />
            </button>
          )}
        </div>
      ))}
      {urls.length < maxCount && (
        <Upload
          accept={acceptOf(kinds)}
          showUploadList={false}
          multiple
          beforeUpload={beforeUploadOf(kinds)}
          customRequest={customRequest as any}
          disabled={disabled}
        >
          <div className={styles.box} style={{ width: 104, height: 72 }} data-disabled={disabled ? 'true' : undefined}>
            <div className={styles.empty}>
              {loading > 0 ? <LoadingOutlined /> : <PlusOutlined />}
              <div>上传图片</div>
            </div>
          </div>
        </Upload>
      )}
    </div>
  );
}
