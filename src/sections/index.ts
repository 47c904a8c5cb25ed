import type { ComponentType } from 'react';
import PermissionPage from './permission';
import ApplicationPage from './application';
import CompanyPage from './company';
import UserPage from './user';

/** What a section page receives from system management. */
export interface SectionPageProps {
  /** The menu entry's key (equals the section id and the permission object). */
  sectionKey: string;
  title: string;
}

/**
 * Pages of system management that the generic SchemaPage cannot serve, keyed by menu key (one import
 * and one entry each). A section with a schema and no entry here is rendered by SchemaPage.
 */
export const sectionPages: Record<string, ComponentType<SectionPageProps>> = {
  permission: PermissionPage,
  application: ApplicationPage,
  company: CompanyPage,
  user: UserPage,
};

export const sectionPageFor = (key: string): ComponentType<SectionPageProps> | undefined => sectionPages[key];
