/**
 * The content blocks of the public site's page files (schemas/_meta/site-page.schema.json documents each kind's
 * content): texts and lists drawn as they are; React escapes every text, and `html` is sanitised on the server.
 */
import { useEffect, useState } from 'react';
import { SiteIcon } from '../icons';
import Actions, { type SiteAction } from './Actions';

type Text = string;

export function Hero({ eyebrow, title, subtitle, image, actions }: { eyebrow?: Text; title: Text; subtitle: Text; image?: string; actions?: SiteAction[] }) {
  return (
    <section className="site-hero">
      <div className="site-container site-hero-inner">
        <div className="site-hero-text">
          {eyebrow && <p className="site-eyebrow">{eyebrow}</p>}
          <h1>{title}</h1>
          <p className="site-lead">{subtitle}</p>
          <Actions actions={actions} />
        </div>
        {image && <img className="site-hero-image" src={image} alt="" />}
      </div>
    </section>
  );
}

interface Slide {
  title: Text;
  subtitle: Text;
  image?: string;
  actions?: SiteAction[];
}

const SLIDE_MS = 6000;

/** Every slide is in the HTML (the first one's heading is the page's <h1>); the script turns them. */
export function Carousel({ slides }: { slides: Slide[] }) {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    if (slides.length < 2) return undefined;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % slides.length), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [slides.length, current]);
  return (
    <section className="site-hero site-carousel" aria-roledescription="carousel">
      {slides.map((slide, index) => {
        const Heading = index === 0 ? 'h1' : 'h2';
        return (
          <div key={slide.title} className="site-container site-hero-inner site-slide" hidden={index !== current} aria-hidden={index !== current}>
            <div className="site-hero-text">
              <Heading>{slide.title}</Heading>
              <p className="site-lead">{slide.subtitle}</p>
              <Actions actions={slide.actions} />
            </div>
            {slide.image && <img className="site-hero-image" src={slide.image} alt="" />}
          </div>
        );
      })}
      {slides.length > 1 && (
        <div className="site-dots" role="tablist" aria-label="轮播">
          {slides.map((slide, index) => (
            <button key={slide.title} type="button" role="tab" aria-selected={index === current} aria-label={`第 ${index + 1} 张：${slide.title}`} onClick={() => setCurrent(index)} />
          ))}
        </div>
      )}
    </section>
  );
}

function SectionHead({ title, subtitle }: { title: Text; subtitle?: Text }) {
  return (
    <div className="site-section-head">
      <h2>{title}</h2>
      {subtitle && <p>{subtitle}</p>}
    </div>
  );
}

interface Tab {
  label: Text;
  title: Text;
  text: Text;
  points: Text[];
  image?: string;
  action?: SiteAction;
}

export function ProductTabs({ title, subtitle, tabs }: { title: Text; subtitle?: Text; tabs: Tab[] }) {
  const [current, setCurrent] = useState(0);
  return (
    <section className="site-section">
      <div className="site-container">
        <SectionHead title={title} subtitle={subtitle} />
        <div className="site-tabs" role="tablist">
          {tabs.map((tab, index) => (
            <button key={tab.label} type="button" role="tab" aria-selected={index === current} className={index === current ? 'active' : undefined} onClick={() => setCurrent(index)}>
              {tab.label}
            </button>
          ))}
        </div>
        {tabs.map((tab, index) => (
          <div key={tab.label} role="tabpanel" className="site-tab-panel" hidden={index !== current}>
            <div>
              <h3>{tab.title}</h3>
              <p>{tab.text}</p>
              <ul className="site-checks">
                {tab.points.map((point) => (
                  <li key={point}>
                    <SiteIcon name="check" size={16} />
                    {point}
                  </li>
                ))}
              </ul>
              {tab.action && <Actions actions={[tab.action]} />}
            </div>
            {tab.image && <img src={tab.image} alt="" />}
          </div>
        ))}
      </div>
    </section>
  );
}

export function FeatureGrid({ title, subtitle, columns = 3, items }: { title: Text; subtitle?: Text; columns?: number; items: { icon?: string; title: Text; text: Text }[] }) {
  return (
    <section className="site-section">
      <div className="site-container">
        <SectionHead title={title} subtitle={subtitle} />
        <div className={`site-grid site-grid-${columns}`}>
          {items.map((item) => (
            <div key={item.title} className="site-card">
              {item.icon && (
                <span className="site-card-icon">
                  <SiteIcon name={item.icon} />
                </span>
              )}
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

interface Edition {
  name: Text;
  audience: Text;
  summary: Text;
  features: Text[];
  highlight?: boolean;
  action?: SiteAction;
}

export function EditionComparison({ title, subtitle, editions }: { title: Text; subtitle?: Text; editions: Edition[] }) {
  return (
    <section className="site-section site-section-alt" id="editions">
      <div className="site-container">
        <SectionHead title={title} subtitle={subtitle} />
        <div className="site-editions">
          {editions.map((edition) => (
            <div key={edition.name} className={`site-edition${edition.highlight ? ' highlight' : ''}`}>
              <h3>{edition.name}</h3>
              <p className="site-edition-audience">{edition.audience}</p>
              <p>{edition.summary}</p>
              <ul className="site-checks">
                {edition.features.map((feature) => (
                  <li key={feature}>
                    <SiteIcon name="check" size={16} />
                    {feature}
                  </li>
                ))}
              </ul>
              {edition.action && <Actions actions={[edition.action]} />}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export function Faq({ title, items }: { title: Text; items: { question: Text; answer: Text }[] }) {
  return (
    <section className="site-section">
      <div className="site-container site-narrow">
        <SectionHead title={title} />
        {items.map((item) => (
          <details key={item.question} className="site-faq">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function CallToAction({ title, subtitle, actions }: { title: Text; subtitle?: Text; actions: SiteAction[] }) {
  return (
    <section className="site-cta">
      <div className="site-container">
        <h2>{title}</h2>
        {subtitle && <p>{subtitle}</p>}
        <Actions actions={actions} />
      </div>
    </section>
  );
}

/** `html` was sanitised by the server (page files at load, operator edits at save). */
export function RichText({ title, html, image }: { title: Text; html: string; image?: string }) {
  return (
    <section className="site-section">
      <div className="site-container site-narrow">
        <SectionHead title={title} />
        {image && <img className="site-rich-image" src={image} alt="" />}
        <div className="site-rich" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </section>
  );
}

export function Stats({ items }: { items: { value: Text; label: Text }[] }) {
  return (
    <section className="site-stats">
      <div className="site-container site-stats-row">
        {items.map((item) => (
          <div key={item.label}>
            <strong>{item.value}</strong>
            <span>{item.label}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

export function Contact({ title, address, items }: { title: Text; address: Text; items: { label: Text; value: Text }[] }) {
  return (
    <section className="site-section site-section-alt">
      <div className="site-container site-contact">
        <div>
          <h2>{title}</h2>
          <dl>
            {items.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
            <div>
              <dt>地址</dt>
              <dd>{address}</dd>
            </div>
          </dl>
        </div>
        <div className="site-map" role="img" aria-label={`地图标记：${address}`}>
          <span className="site-map-marker">
            <SiteIcon name="factory" size={22} />
          </span>
          <span className="site-map-label">{address}</span>
        </div>
      </div>
    </section>
  );
}
