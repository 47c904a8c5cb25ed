import { Link, useSearchParams } from '@umijs/max';
import AuthShell from '../login/components/AuthShell';
import RegisterForm from '../login/components/RegisterForm';

/** /register — the company registration form on its own page; `phone` / `companyName` prefill it. */
export default function RegisterPage() {
  const [params] = useSearchParams();
  return (
    <AuthShell title="免费注册" subtitle="开通企业账号，即享 7 天免费试用">
      <RegisterForm phone={params.get('phone') ?? undefined} companyName={params.get('companyName') ?? undefined} />
      <div style={{ marginTop: 20, color: '#8a919f', textAlign: 'center' }}>
        已有账号？<Link to="/login">立即登录</Link>
      </div>
    </AuthShell>
  );
}
