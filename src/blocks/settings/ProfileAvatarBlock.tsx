import { LoadingOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, message, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useState } from 'react';
import { uploadPhoto } from './profile-api';
import { useProfile } from './useProfile';
import { avatarProblem } from './avatar-rules';
import { useSessionUser } from './useSessionUser';
import styles from './settings.less';

/** Block `profileAvatar` (个人设置 → 头像设置): upload a new photo (POST uploadPhoto); the header shows it at once. */
export default function ProfileAvatarBlock() {
  const { profile, merge } = useProfile();
  const onSaved = (photo: string) => merge({ photo, photoUrl: photo });
  const [loading, setLoading] = useState(false);
  const { patchUser } = useSessionUser();

  const beforeUpload = (file: RcFile) => {
    const problem = avatarProblem(file);
    if (problem) message.error(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };

  const customRequest = async ({ file }: { file: string | Blob | RcFile }) => {
    setLoading(true);
    try {
      const res = await uploadPhoto(file as Blob);
      message.success(res.msg || '头像修改成功!');
      onSaved(res.data.photo);
      patchUser({ photo: res.data.photo });
    } catch {
      // The request client shows the server's message.
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className={styles.avatarPane}>
      <Avatar size={120} src={profile?.photo || undefined} icon={<UserOutlined />} className={styles.bigAvatar} />
      <div className={styles.avatarSide}>
        <Upload accept=".jpg,.jpeg,.gif,.bmp,.png" showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest as any} maxCount={1} disabled={loading}>
          <Button type="primary" icon={loading ? <LoadingOutlined /> : <UploadOutlined />}>
            上传头像
          </Button>
        </Upload>
        <div className={styles.hint}>支持 JPG、JPEG、GIF、BMP、PNG 格式，大小不超过 2MB</div>
      </div>
    </div>
  );
}
