/**
 * The form input of an image field: one image uploaded through the storage API, its stored url as the value;
 * also exports the list input and the upload checks.
 */
import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useState } from 'react';
import { acceptOf, beforeUploadOf, DEFAULT_IMAGE_KINDS, uploadImage, type ImageKind } from './upload-image';
import styles from './index.less';

export { IMAGE_TYPES, MAX_IMAGE_BYTES, TOO_BIG, WRONG_TYPE, imageProblem, uploadImage, checkBeforeUpload, type ImageKind } from './upload-image';
export { default as ImageListUpload } from './ImageListUpload';

interface Props {
  value?: string | null;
  onChange?: (url: string) => void;
  disabled?: boolean;
  /** Box size in px; the logo box is wide (advised 160×38). */
  width?: number;
  height?: number;
  label?: string;
  alt?: string;
  /** The image kinds the field takes (its `accept`); default jpg and png. */
  kinds?: readonly ImageKind[];
}

/**
 * A single image uploaded to POST /api/business/storage/create (an operator's: /api/platform/storage/create;
 * field `file`), the stored URL as the value. The image is served with the session cookie, so a plain <img> shows it.
 */
export default function ImageUpload({ value, onChange, disabled, width = 160, height = 100, label = '上传图片', alt = '', kinds = DEFAULT_IMAGE_KINDS }: Props) {
  const [loading, setLoading] = useState(false);

  const customRequest = async ({ file }: { file: string | Blob | RcFile }) => {
    setLoading(true);
    try {
      onChange?.(await uploadImage(file as Blob, kinds));
    } catch {
      // The request client shows the server's message.
    } finally {
      setLoading(false);
    }
  };

  return (
    <Upload
      accept={acceptOf(kinds)}
      showUploadList={false}
      beforeUpload={beforeUploadOf(kinds)}
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
