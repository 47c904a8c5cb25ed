import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** site/nav.generated.json (the site's navigation for the console's footer) is what `npm run site:nav` writes now. */
test('site/nav.generated.json is current with schemas/site/', () => {
  const root = path.resolve(__dirname, '../..');
  const printed = execFileSync('npx', ['tsx', 'server/site/site-nav-cli.ts', '--print'], { cwd: root, encoding: 'utf8' });
  expect(fs.readFileSync(path.join(root, 'site/nav.generated.json'), 'utf8')).toBe(printed);
  expect(JSON.parse(printed).map((item: { title: string }) => item.title)).toEqual(['首页', '产品', '服务', '关于我们', '帮助中心']);
});
