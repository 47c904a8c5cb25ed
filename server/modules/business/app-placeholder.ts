/**
 * The local stand-in for a cloud app's own address (/apps/<code>): a page that names the app and says the real
 * product runs elsewhere.
 */
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';

const escape = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:-apple-system,"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;background:#f0f2f5;color:#1f1f1f}
main{max-width:640px;margin:80px auto;padding:40px;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.06);text-align:center}
img{width:72px;height:72px}h1{font-size:24px;margin:16px 0 8px}p{color:#595959;line-height:1.7}.note{font-size:13px;color:#8c8c8c}</style>
</head><body><main>${body}</main></body></html>`;
}

/**
 * The cloud apps are separate products; entering one opens its address. Locally each app's address is this
 * placeholder page (/apps/<code>), which names the app and says that the real product runs elsewhere.
 */
export function mountAppPlaceholder(table: RouteTable, services: Services) {
  table.add({
    method: 'GET',
    path: '/apps/:code',
    object: 'public',
    action: 'read',
    handler: async (ctx) => {
      const app: any = await services.data.rows('AppCatalog').findOne({ where: { code: String(ctx.params.code) }, raw: true });
      ctx.type = 'html';
      if (!app) {
        ctx.status = 404;
        ctx.body = page('应用不存在', '<h1>应用不存在</h1><p>请从应用管理重新进入。</p>');
        return;
      }
      ctx.body = page(
        app.name,
        `<img src="${escape(app.logo)}" alt=""><h1>${escape(app.name)}</h1><p>${escape(app.description)}</p>` +
          `<p class="note">这是「${escape(app.name)}」在本地环境中的占位页面；正式环境会在此打开该应用。</p>`,
      );
    },
  });
}
