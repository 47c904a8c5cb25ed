import { Button, Result } from 'antd';

/** View 3: registration success (spec doc 1 §2), with the way back to the login view. */
export default function SuccessView({ onLogin }: { onLogin: () => void }) {
  return (
    <Result
      status="success"
      title="注册成功"
      subTitle="您的企业账号已开通，并获得 7 天免费试用。"
      extra={
        <Button type="primary" size="large" onClick={onLogin}>
          立即登录
        </Button>
      }
    />
  );
}
