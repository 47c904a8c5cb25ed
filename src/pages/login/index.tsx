import { history, useSearchParams } from '@umijs/max';
import { lazy, Suspense, useState } from 'react';
import AuthShell from './components/AuthShell';
import LoginTabs from './components/LoginTabs';
import PasswordLogin from './components/PasswordLogin';
import styles from './index.less';

// The password form is what everyone opens first; the other views (the QR code library, the registration form,
// dialogs, results) load when shown, so /login downloads only what it draws.
const ForgotPassword = lazy(() => import('./components/ForgotPassword'));
const OperatorLogin = lazy(() => import('./components/OperatorLogin'));
const QrLogin = lazy(() => import('./components/QrLogin'));
const RegisterForm = lazy(() => import('./components/RegisterForm'));
const SuccessView = lazy(() => import('./components/SuccessView'));

/**
 * /login — query `index`: 0 login (password or QR), 1 forgot password, 2 register, 3 success.
 * The spec says index=1 opens register in one place; this follows the issue: 1 is forgot password,
 * 2 is register, and `phone` / `companyName` prefill the register form.
 * Each view is keyed by its index, so changing the index resets all form fields and timers.
 */
type View = 0 | 1 | 2 | 3;

const HEADINGS: Record<View, { title: string; subtitle: string }> = {
  0: { title: '欢迎登录', subtitle: '使用手机号登录您的企业账号' },
  1: { title: '找回密码', subtitle: '通过手机短信验证码重置登录密码' },
  2: { title: '免费注册', subtitle: '开通企业账号，即享 7 天免费试用' },
  3: { title: '注册成功', subtitle: '欢迎使用云商务平台' },
};

function parseView(value: string | null): View {
  const index = Number(value);
  return index === 1 || index === 2 || index === 3 ? index : 0;
}

function LoginView({ onView }: { onView: (view: View) => void }) {
  const [mode, setMode] = useState<'password' | 'qr' | 'operator'>('password');
  // Platform operators have no company, so they sign in without the tenant picker.
  if (mode === 'operator') return <OperatorLogin onBack={() => setMode('password')} />;
  return (
    <>
      <LoginTabs
        activeKey={mode}
        onChange={setMode}
        items={[
          { key: 'password', label: '密码登录' },
          { key: 'qr', label: '扫码登录' },
        ]}
      />
      {mode === 'password' ? (
        <PasswordLogin onForgot={() => onView(1)} />
      ) : (
        <Suspense fallback={null}>
          <QrLogin />
        </Suspense>
      )}
      <div className={styles.switch}>
        还没有账号？<a onClick={() => onView(2)}>免费注册</a>
        <span className={styles.divider}>|</span>
        <a onClick={() => setMode('operator')}>平台运营登录</a>
      </div>
    </>
  );
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const view = parseView(params.get('index'));
  const go = (next: View) => history.push(next === 0 ? '/login' : `/login?index=${next}`);
  const heading = HEADINGS[view];

  return (
    <AuthShell title={view === 3 ? undefined : heading.title} subtitle={view === 3 ? undefined : heading.subtitle}>
      <Suspense fallback={null}>
        <div key={view}>
          {view === 0 && <LoginView onView={go} />}
          {view === 1 && <ForgotPassword onDone={() => go(0)} onBack={() => go(0)} />}
          {view === 2 && (
            <>
              <RegisterForm phone={params.get('phone') ?? undefined} companyName={params.get('companyName') ?? undefined} />
              <div className={styles.switch}>
                已有账号？<a onClick={() => go(0)}>立即登录</a>
              </div>
            </>
          )}
          {view === 3 && <SuccessView onLogin={() => go(0)} />}
        </div>
      </Suspense>
    </AuthShell>
  );
}
