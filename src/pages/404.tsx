import { Card } from 'antd';
import ConsoleLayout, { hasConsoleSession } from '@/layouts/ConsoleLayout';
import NotFoundResult from '@/layouts/NotFoundResult';

/** Unknown route: inside the console layout for a signed-in user, a plain page (back to the home page) for a visitor. */
export default function NotFoundPage() {
  if (!hasConsoleSession()) {
    return (
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh', background: '#f0f2f5' }}>
        <Card variant="borderless" style={{ padding: '24px 40px' }}>
          <NotFoundResult home="/" homeText="返回首页" />
        </Card>
      </div>
    );
  }
  return (
    <ConsoleLayout>
      <div style={{ padding: 16 }}>
        <Card variant="borderless">
          <NotFoundResult />
        </Card>
      </div>
    </ConsoleLayout>
  );
}
