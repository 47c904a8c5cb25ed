import { type ComponentType, createElement } from 'react';
import SectionPage from '@/blocks/SectionPage';
import PermissionPage from './permission';
import UserPage from './user';

/** What a section page receives from system management. */
export interface SectionPageProps {
  /** The menu entry's key (equals the section id and the permission object). */
  sectionKey: string;
  title: string;
}

/** A section drawn from its `ui.blocks` (src/blocks): the page is the schema file's, nothing here but this entry. */
const blockPage: ComponentType<SectionPageProps> = ({ sectionKey }) => createElement(SectionPage, { sectionId: sectionKey });

/**
 * Pages of system management that the generic SchemaPage does not draw, keyed by menu key (one import and one
 * entry each). A section with a schema and no entry here is rendered by SchemaPage.
 */
export const sectionPages: Record<string, ComponentType<SectionPageProps>> = {
  permission: PermissionPage,
  application: blockPage,
  company: blockPage,
  user: UserPage,
};

export const sectionPageFor = (key: string): ComponentType<SectionPageProps> | undefined => sectionPages[key];
