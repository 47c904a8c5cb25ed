import type { IApi } from '@umijs/max';

/** The mark of public/favicon.svg, drawn inline so it needs no request. */
const LOGO =
  '<svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="7" fill="#1677ff"/>' +
  '<path fill="#fff" d="M10.6 23.5h11.2a4.7 4.7 0 0 0 .7-9.35 6.6 6.6 0 0 0-12.7 1.25A4.1 4.1 0 0 0 10.6 23.5z"/></svg>';

const STYLE = [
  'position:fixed',
  'inset:0',
  'display:flex',
  'align-items:center',
  'justify-content:center',
  'gap:12px',
  'background:#f5f8ff',
  'color:#1f2329',
  "font:600 20px/1.4 -apple-system,BlinkMacSystemFont,'Segoe UI','PingFang SC','Microsoft YaHei',sans-serif",
].join(';');

/**
 * umi plugin: index.html draws the product's mark and name inside #root until the app's scripts have run and React
 * replaces it, so a visitor sees the page begin at once rather than a blank window (README, "Web app weight").
 */
export default function appShellPlugin(api: IApi) {
  api.modifyHTML(($) => {
    $('#root').html(`<div style="${STYLE}">${LOGO}<span>${api.config.title}</span></div>`);
    return $;
  });
}
