/**
 * The blocks fed by the application centre's catalogue (read by the server when the page is rendered): the market
 * pages' cards with their lowest package price, and one entry's detail with every package.
 */
import type { SiteCatalogueItem, SitePackage } from '../site-data';
import { SiteIcon } from '../icons';

const yuan = (price: number | null) => (price === null ? '—' : `¥${price.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);

const lowest = (packages: SitePackage[]) => packages.reduce<SitePackage | undefined>((low, item) => (low === undefined || (item.price ?? Infinity) < (low.price ?? Infinity) ? item : low), undefined);

function Logo({ item }: { item: SiteCatalogueItem }) {
  return item.logo ? <img className="site-app-logo" src={item.logo} alt="" /> : <span className="site-app-logo site-app-logo-text">{item.name.slice(0, 2)}</span>;
}

export function CatalogPricing({ title, subtitle, emptyText, data }: { title: string; subtitle?: string; emptyText?: string; data?: SiteCatalogueItem[] }) {
  const items = data ?? [];
  return (
    <section className="site-section">
      <div className="site-container">
        <div className="site-section-head">
          <h2>{title}</h2>
          {subtitle && <p>{subtitle}</p>}
        </div>
        {items.length === 0 ? (
          <p className="site-empty">{emptyText ?? '暂无上架的产品'}</p>
        ) : (
          <div className="site-grid site-grid-3">
            {items.map((item) => {
              const low = lowest(item.packages);
              return (
                <a key={item.id} className="site-card site-app-card" href={`/applicationDetail?id=${item.id}`}>
                  <div className="site-app-head">
                    <Logo item={item} />
                    <h3>{item.name}</h3>
                  </div>
                  <p>{item.describe}</p>
                  <div className="site-price">
                    {low ? (
                      <>
                        <strong>{yuan(low.price)}</strong>
                        <span>
                          {' '}
                          / {low.qty}
                          {low.unit} 起
                        </span>
                      </>
                    ) : (
                      <span>价格请咨询客服</span>
                    )}
                  </div>
                </a>
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
}

export function AppDetail({ buyText, missingText, data }: { buyText: string; missingText: string; data?: SiteCatalogueItem | null }) {
  if (!data) {
    return (
      <section className="site-hero site-hero-small">
        <div className="site-container">
          <h1>{missingText}</h1>
          <p className="site-lead">
            <a href="/applicationMarket">浏览应用市场</a> · <a href="/applicationMarkets">浏览增值服务</a>
          </p>
        </div>
      </section>
    );
  }
  const points = (data.present ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  return (
    <>
      <section className="site-hero site-hero-small">
        <div className="site-container site-app-detail-head">
          <Logo item={data} />
          <div>
            <p className="site-eyebrow">{data.kind === 0 ? '云应用' : '增值服务'}</p>
            <h1>{data.name}</h1>
            <p className="site-lead">{data.describe}</p>
            <p className="site-muted">{data.userCount.toLocaleString('zh-CN')} 家企业正在使用</p>
          </div>
        </div>
      </section>
      <section className="site-section">
        <div className="site-container site-app-detail">
          <div>
            <h2>产品介绍</h2>
            <p>{data.introduce}</p>
            {points.length > 0 && (
              <ul className="site-checks">
                {points.map((point) => (
                  <li key={point}>
                    <SiteIcon name="check" size={16} />
                    {point}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="site-packages">
            <h2>套餐与价格</h2>
            {data.packages.length === 0 ? (
              <p className="site-empty">价格请咨询客服</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th>套餐</th>
                    <th>价格</th>
                  </tr>
                </thead>
                <tbody>
                  {data.packages.map((item) => (
                    <tr key={`${item.qty}${item.unit}`}>
                      <td>
                        {item.qty}
                        {item.unit}
                      </td>
                      <td>{yuan(item.price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <a className="site-btn site-btn-primary site-btn-lg" href={`/merchantApplication?applicationsIndex=${data.kind}`}>
              {buyText}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
