/**
 * A public page's whole HTML answer: the server-rendered page (react-dom/server over the same components the
 * browser hydrates), its <title>, description, canonical and Open Graph tags, the site's styles inline (first paint
 * needs no second request), the page data and the site's script (config/site-bundle.ts) when the build has one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PROJECT_ROOT } from '../project-root';
import SitePage from '../../site/SitePage';
import { SITE_NAME } from '../../site/contact';
import type { SiteData } from '../../site/site-data';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

let styles: string | undefined;
/** site/site.css without comments and indentation, read once. */
function siteStyles(): string {
  styles ??= fs
    .readFileSync(path.join(PROJECT_ROOT, 'site', 'site.css'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\n\s*/g, '');
  return styles;
}

/** The built script's address from dist/site/manifest.json (none before a web build: the page still reads). */
export function siteScript(webDir: string): string | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDir, 'site', 'manifest.json'), 'utf8')).script;
  } catch {
    return undefined;
  }
}

export interface SiteHead {
  title: string;
  description: string;
  /** The page's own address (origin, route and its declared query). */
  canonical: string;
  origin: string;
}

export function renderSiteHtml(data: SiteData, head: SiteHead, script: string | undefined): string {
  const body = renderToString(createElement(SitePage, { data }));
  const title = `${head.title}｜${SITE_NAME}`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
<link rel="canonical" href="${escapeHtml(head.canonical)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(head.description)}">
<meta property="og:url" content="${escapeHtml(head.canonical)}">
<meta property="og:locale" content="zh_CN">
<link rel="icon" href="/favicon.svg">
<style>${siteStyles()}</style>
</head>
<body id="top">
<div id="site">${body}</div>
<script id="site-data" type="application/json">${scriptJson(data)}</script>
${script ? `<script src="${escapeHtml(script)}" defer></script>` : ''}
</body>
</html>`;
}
