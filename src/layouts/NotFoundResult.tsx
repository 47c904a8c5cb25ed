/**
 * The 404 content shown inside the console (the header stays), with a button back to the workbench.
 */
import { Link } from '@umijs/max';
import { Button, Result } from 'antd';

export const NOT_FOUND_TEXT = '抱歉，您访问的页面不存在。';
const SITE_HOME = '/';

/** The 404 content: inside the console it keeps the header (and the section menu), with a way back to the workbench. */
export default function NotFoundResult({ home = '/merchant', homeText = '返回工作台' }: { home?: string; homeText?: string }) {
  return (
    <Result
      status="404"
      title="404"
      subTitle={NOT_FOUND_TEXT}
      extra={
        // The public site's home page is the server's, not a route of this app: a page load.
        home === SITE_HOME ? (
          <Button type="primary" href={SITE_HOME}>
            {homeText}
          </Button>
        ) : (
          <Link to={home}>
            <Button type="primary">{homeText}</Button>
          </Link>
        )
      }
    />
  );
}
