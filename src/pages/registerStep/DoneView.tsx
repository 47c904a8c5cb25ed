import { CustomerServiceOutlined, QqOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Button, Result } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { SERVICE_PHONE, SERVICE_QQ, SERVICE_WECHAT_URL } from '@/constants/service';

/** Step 1 of /registerStep: success, a link to /login and the customer-service contacts (spec doc 1 §2). */
export default function DoneView() {
  return (
    <Result
      status="success"
      title="注册成功"
      subTitle="您的企业账号已开通，并获得 7 天免费试用，现在即可登录使用。"
      extra={
        <div>
          <Link to="/login">
            <Button type="primary" size="large">
              立即登录
            </Button>
          </Link>
          <div style={{ display: 'flex', gap: 24, justifyContent: 'center', alignItems: 'center', marginTop: 32 }}>
            <div style={{ textAlign: 'center' }}>
              <QRCodeSVG value={SERVICE_WECHAT_URL} size={96} />
              <div style={{ color: '#8a919f', fontSize: 12, marginTop: 6 }}>微信扫码关注</div>
            </div>
            <div style={{ textAlign: 'left', color: '#4e5969', lineHeight: 2 }}>
              <div>
                <CustomerServiceOutlined /> 客服电话：{SERVICE_PHONE}
              </div>
              <div>
                <QqOutlined /> 客服 QQ：{SERVICE_QQ}
              </div>
            </div>
          </div>
        </div>
      }
    />
  );
}
