import { Link, useSearchParams } from '@umijs/max';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { LOW_CODE_PRODUCT } from '@/constants/products';
import { LOW_CODE_NAME, PRODUCT_NAME } from '@/constants/service';
import AuthShell from '../login/components/AuthShell';
import PhoneRegisterForm from './PhoneRegisterForm';

/** /phoneRegister — callback registration by mobile; query `name` switches to the low-code platform branding. */
export default function PhoneRegisterPage() {
  const [params] = useSearchParams();
  const lowCode = Boolean(params.get('name'));
  const [done, setDone] = useState(false);
  const product = lowCode ? LOW_CODE_NAME : PRODUCT_NAME;

  if (done) {
    return (
      <AuthShell brand={lowCode ? 'lowcode' : 'default'}>
        <Result
          status="success"
          title="注册申请已提交"
          subTitle={`感谢您注册${product}！服务商将在1个工作日内与您电话联系，请保持手机畅通。登录密码将以短信方式发送到您的手机。`}
          extra={
            <Link to="/login">
              <Button type="primary" size="large">
                去登录
              </Button>
            </Link>
          }
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={`申请试用${product}`} subtitle="留下手机号，服务商将尽快与您联系" brand={lowCode ? 'lowcode' : 'default'}>
      <PhoneRegisterForm defaultProducts={lowCode ? [LOW_CODE_PRODUCT] : undefined} source={lowCode ? 1 : 0} onDone={() => setDone(true)} />
      <div style={{ marginTop: 20, color: '#8a919f', textAlign: 'center' }}>
        已有账号？<Link to="/login">立即登录</Link>
      </div>
    </AuthShell>
  );
}
