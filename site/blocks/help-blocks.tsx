/**
 * The help center's blocks (spec doc 2 §2). /applicationHelpCenter: the keyword search (a GET form, so it works
 * before the script loads; a blank one says 请输入关键字), tabs 全部 / 帮助文档 / 教学视频 with their counts, pages of 10,
 * the videos' product and category filters, a dialog playing a video, and the customer-service contact.
 * /helpDocument?id=: the tree of titles with 全部展开 / 全部收起 beside the document (its HTML sanitised by the server).
 */
import { type FormEvent, useEffect, useState } from 'react';
import { SERVICE_CONTACT } from '../contact';
import type { HelpBrowseData, HelpCenterData, HelpDocumentData, HelpHit, HelpNode, HelpSearchData, HelpVideo } from '../help-data';
import { SiteIcon } from '../icons';

const CENTER = '/applicationHelpCenter';
const PAGE_SIZE = 10;
const TABS = [
  { type: 2, label: '全部' },
  { type: 0, label: '帮助文档' },
  { type: 1, label: '教学视频' },
] as const;

const hrefOf = (params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)])).toString();
  return query ? `${CENTER}?${query}` : CENTER;
};

function Pagination({ total, page, href }: { total: number; page: number; href: (page: number) => string }) {
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <nav className="site-pagination" aria-label="分页">
      {page > 1 && <a href={href(page - 1)}>上一页</a>}
      {Array.from({ length: pages }, (_, i) => i + 1).map((number) =>
        number === page ? (
          <span key={number} aria-current="page">
            {number}
          </span>
        ) : (
          <a key={number} href={href(number)}>
            {number}
          </a>
        ),
      )}
      {page < pages && <a href={href(page + 1)}>下一页</a>}
      <span className="site-muted">共 {total} 条</span>
    </nav>
  );
}

function VideoDialog({ video, onClose }: { video?: { title: string; url: string }; onClose: () => void }) {
  useEffect(() => {
    if (!video) return undefined;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [video, onClose]);
  if (!video) return null;
  return (
    <div className="site-dialog-mask" onClick={onClose}>
      <div className="site-dialog" role="dialog" aria-modal="true" aria-label={video.title} onClick={(event) => event.stopPropagation()}>
        <div className="site-dialog-head">
          <h2>{video.title}</h2>
          <button type="button" aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
        <video src={video.url} controls autoPlay playsInline />
      </div>
    </div>
  );
}

type Play = (video: { title: string; url: string }) => void;

function VideoCard({ video, labels, play }: { video: HelpVideo; labels: Map<string, string>; play: Play }) {
  return (
    <a
      className="site-card site-video-card"
      href={video.url}
      onClick={(event) => {
        event.preventDefault();
        play(video);
      }}
    >
      <span className="site-video-cover">
        {video.cover ? <img src={video.cover} alt="" /> : null}
        <span className="site-video-play" aria-hidden="true">
          ▶
        </span>
      </span>
      <h3>{video.title}</h3>
      <p>
        {labels.get(video.application) ?? video.application} · {labels.get(`c:${video.category}`) ?? video.category}
      </p>
    </a>
  );
}

function SearchResults({ data, play }: { data: HelpSearchData; play: Play }) {
  const rows = data.rows ?? [];
  if (data.error) return null;
  if (!rows.length) return <p className="site-empty">没有搜索到结果</p>;
  const open = (row: HelpHit) => (row.helpType === 0 ? `/helpDocument?id=${row.id}` : row.url ?? '#');
  return (
    <>
      <ul className="site-help-hits">
        {rows.map((row) => (
          <li key={row.id}>
            <a
              href={open(row)}
              onClick={(event) => {
                if (row.helpType === 0 || !row.url) return;
                event.preventDefault();
                play({ title: row.name, url: row.url });
              }}
            >
              <span className="site-help-kind">{row.helpType === 0 ? '文档' : '视频'}</span>
              <span dangerouslySetInnerHTML={{ __html: row.nameHighlight }} />
            </a>
            {row.snippet && <p dangerouslySetInnerHTML={{ __html: row.snippet }} />}
          </li>
        ))}
      </ul>
      <Pagination total={data.records ?? 0} page={data.page} href={(page) => hrefOf({ keywords: data.keywords, type: data.type === 2 ? undefined : data.type, page })} />
    </>
  );
}

function Folders({ tree, limit }: { tree: HelpNode[]; limit?: number }) {
  return (
    <div className="site-grid site-grid-3 site-help-folders">
      {tree.map((folder) => {
        const documents = folder.children?.length ? folder.children : [folder];
        return (
          <div key={folder.id} className="site-card">
            <h3>
              <SiteIcon name="file" size={18} /> {folder.name}
            </h3>
            <ul>
              {documents.slice(0, limit).map((document) => (
                <li key={document.id}>
                  <a href={`/helpDocument?id=${document.id}`}>{document.name}</a>
                </li>
              ))}
            </ul>
            {limit !== undefined && documents.length > limit && <a href={hrefOf({ type: 0 })}>查看全部 {documents.length} 篇</a>}
          </div>
        );
      })}
    </div>
  );
}

function Browse({ data, labels, play }: { data: HelpBrowseData; labels: Map<string, string>; play: Play }) {
  const videos = data.videos.records;
  const filter = (name: 'application' | 'category', value?: string) => hrefOf({ type: 1, ...data.filters, [name]: value });
  return (
    <>
      {data.type !== 1 && <Folders tree={data.tree} limit={data.type === 2 ? 5 : undefined} />}
      {data.type !== 0 && (
        <div className="site-help-videos">
          {data.type === 1 ? (
            <div className="site-help-filters">
              <div>
                <span>产品：</span>
                <a href={filter('application')} className={!data.filters.application ? 'active' : undefined}>
                  全部
                </a>
                {data.facets.products.map((item) => (
                  <a key={item.value} href={filter('application', item.value)} className={data.filters.application === item.value ? 'active' : undefined}>
                    {item.label}
                  </a>
                ))}
              </div>
              <div>
                <span>分类：</span>
                <a href={filter('category')} className={!data.filters.category ? 'active' : undefined}>
                  全部
                </a>
                {data.facets.categories.map((item) => (
                  <a key={item.value} href={filter('category', item.value)} className={data.filters.category === item.value ? 'active' : undefined}>
                    {item.label}
                  </a>
                ))}
              </div>
            </div>
          ) : (
            <h2>教学视频</h2>
          )}
          {videos.length ? (
            <div className="site-grid site-grid-4">
              {videos.map((video) => (
                <VideoCard key={video.id} video={video} labels={labels} play={play} />
              ))}
            </div>
          ) : (
            <p className="site-empty">没有符合条件的视频</p>
          )}
          {data.type === 1 && <Pagination total={data.videos.total} page={data.page} href={(page) => hrefOf({ type: 1, ...data.filters, page })} />}
        </div>
      )}
    </>
  );
}

export function HelpCenter({ title, subtitle, serviceHours, servicePhone, data }: { title: string; subtitle?: string; serviceHours: string; servicePhone?: string; data: HelpCenterData }) {
  const [error, setError] = useState(data.error);
  const [video, setVideo] = useState<{ title: string; url: string }>();
  const keywords = data.mode === 'search' ? data.keywords : '';
  const counts = data.mode === 'search' ? data.counts : { all: data.counts.documents + data.counts.videos, ...data.counts };
  const labels = new Map([...data.facets.products.map((item) => [item.value, item.label] as const), ...data.facets.categories.map((item) => [`c:${item.value}`, item.label] as const)]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const value = new FormData(event.currentTarget).get('keywords');
    if (typeof value === 'string' && value.trim()) return;
    event.preventDefault();
    setError('请输入关键字');
  };
  const tabHref = (type: number) => (data.mode === 'search' ? hrefOf({ keywords, type: type === 2 ? undefined : type }) : hrefOf({ type: type === 2 ? undefined : type }));
  const count = (type: number) => (counts ? [counts.documents, counts.videos, counts.all][type] : undefined);
  return (
    <>
      <section className="site-hero site-hero-small site-help-hero">
        <div className="site-container">
          <h1>{title}</h1>
          {subtitle && <p className="site-lead">{subtitle}</p>}
          <form className="site-help-search" action={CENTER} method="get" role="search" onSubmit={submit}>
            <input name="keywords" defaultValue={keywords} placeholder="请输入关键字，如：添加用户、短信签名、打卡" aria-label="关键字" maxLength={100} onInput={() => setError(undefined)} />
            {data.type !== 2 && <input type="hidden" name="type" value={data.type} />}
            <button type="submit" className="site-btn site-btn-primary site-btn-lg">
              搜索
            </button>
          </form>
          {error && (
            <p className="site-help-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </section>
      <section className="site-section">
        <div className="site-container site-help-layout">
          <div className="site-help-main">
            <div className="site-tabs site-help-tabs" role="tablist">
              {TABS.map((tab) => (
                <a key={tab.type} role="tab" aria-selected={tab.type === data.type} className={tab.type === data.type ? 'active' : undefined} href={tabHref(tab.type)}>
                  {tab.label}
                  {count(tab.type) !== undefined && <span className="site-count">{count(tab.type)}</span>}
                </a>
              ))}
            </div>
            {data.mode === 'search' && <p className="site-muted">“{data.keywords}”的搜索结果</p>}
            {data.mode === 'search' ? <SearchResults data={data} play={setVideo} /> : <Browse data={data} labels={labels} play={setVideo} />}
          </div>
          <aside className="site-help-contact">
            <h2>联系客服</h2>
            <p>
              <SiteIcon name="phone" size={18} /> {servicePhone ?? SERVICE_CONTACT.hotline}
            </p>
            <p className="site-muted">{serviceHours}</p>
            <p>
              <SiteIcon name="message" size={18} /> 微信 {SERVICE_CONTACT.wechat}
            </p>
            <p>
              <SiteIcon name="file" size={18} /> {SERVICE_CONTACT.mail}
            </p>
          </aside>
        </div>
      </section>
      <VideoDialog video={video} onClose={() => setVideo(undefined)} />
    </>
  );
}

const containsId = (node: HelpNode, id: number): boolean => node.id === id || !!node.children?.some((child) => containsId(child, id));

function TreeNodes({ nodes, current, openAll }: { nodes: HelpNode[]; current?: number; openAll?: boolean }) {
  return (
    <ul>
      {nodes.map((node) =>
        node.children?.length ? (
          <li key={node.id}>
            <details open={openAll ?? (current !== undefined && containsId(node, current))}>
              <summary>{node.name}</summary>
              <TreeNodes nodes={node.children} current={current} openAll={openAll} />
            </details>
          </li>
        ) : (
          <li key={node.id}>
            <a href={`/helpDocument?id=${node.id}`} aria-current={node.id === current ? 'page' : undefined}>
              {node.name}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

export function HelpDocument({ missingText, data }: { missingText: string; data: HelpDocumentData }) {
  // 全部展开 / 全部收起 set every folder; a new key redraws the tree so folders opened by hand follow too.
  const [all, setAll] = useState<{ open?: boolean; generation: number }>({ generation: 0 });
  const current = data.document?.id;
  return (
    <section className="site-section site-doc-section">
      <div className="site-container site-doc-layout">
        <aside className="site-doc-tree" aria-label="帮助文档目录">
          <div className="site-doc-tree-actions">
            <a href={CENTER}>← 帮助中心</a>
            <button type="button" onClick={() => setAll(({ generation }) => ({ open: true, generation: generation + 1 }))}>
              全部展开
            </button>
            <button type="button" onClick={() => setAll(({ generation }) => ({ open: false, generation: generation + 1 }))}>
              全部收起
            </button>
          </div>
          <TreeNodes key={all.generation} nodes={data.tree} current={current} openAll={all.open} />
        </aside>
        <article className="site-doc-content">
          {data.document ? (
            <>
              <h1>{data.document.name}</h1>
              {data.document.updTime && <p className="site-muted">更新时间：{String(data.document.updTime).slice(0, 10)}</p>}
              <div className="site-rich" dangerouslySetInnerHTML={{ __html: data.document.content }} />
            </>
          ) : (
            <>
              <h1>{missingText}</h1>
              <p>
                <a href={CENTER}>返回帮助中心</a>
              </p>
            </>
          )}
        </article>
      </div>
    </section>
  );
}
