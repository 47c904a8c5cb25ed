import PlatformNotices from '@/pages/merchant/components/PlatformNotices';

/**
 * platformNotices: the platform's announcements with a title search and the type filter (the workbench calendar's
 * 通知公告 tab, merchantIndex 2). Self-contained: it reads its own list (src/pages/merchant/platform-content.ts).
 */
export default function PlatformNoticesBlock() {
  return <PlatformNotices />;
}
