/** The registry of the public site's block kinds (the `kind` of a block in schemas/site/pages/*.json). */
import type { ComponentType } from 'react';
import { AppDetail, CatalogPricing } from './blocks/catalogue-blocks';
import { CallToAction, Carousel, Contact, EditionComparison, Faq, FeatureGrid, Hero, ProductTabs, RichText, Stats } from './blocks/content-blocks';
import { HelpCenter, HelpDocument } from './blocks/help-blocks';

export const SITE_BLOCKS: Record<string, ComponentType<any>> = {
  hero: Hero,
  carousel: Carousel,
  productTabs: ProductTabs,
  featureGrid: FeatureGrid,
  editionComparison: EditionComparison,
  catalogPricing: CatalogPricing,
  faq: Faq,
  callToAction: CallToAction,
  richText: RichText,
  stats: Stats,
  contact: Contact,
  appDetail: AppDetail,
  helpCenter: HelpCenter,
  helpDocument: HelpDocument,
};
