import { history } from '@umijs/max';
import { Button, Result } from 'antd';

/** Unknown route. */
export default function NotFoundPage() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh', background: '#f0f2f5' }}>
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在。"
        style={{ background: '#fff', borderRadius: 8, padding: '48px 64px' }}
        extra={
          <Button type="primary" onClick={() => history.push('/')}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
