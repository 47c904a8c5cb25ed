import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../project-root';

/**
 * What the web app registers (schemas/_meta/client-manifest.json, written from its registries by
 * `npm run client:manifest`): the names schema files may use. Read once; the server imports nothing from src/.
 */
interface ClientManifest {
  registeredNames: { valueTypes: string[]; fieldWidgets: string[]; searchWidgets: string[]; formKinds: string[] };
  blockKinds: string[];
  menuIcons: string[];
  /** The rjsf widgets a designed form's uiSchema may name, each with the field kinds it edits (src/blocks/designedForm/widgets.ts). */
  designedFormWidgets: Record<string, readonly string[]>;
}

export const CLIENT_MANIFEST: ClientManifest = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'schemas/_meta/client-manifest.json'), 'utf8'));

export type RegistryName = keyof ClientManifest['registeredNames'];

export const isRegistered = (registry: RegistryName, name: string) => CLIENT_MANIFEST.registeredNames[registry].includes(name);
export const isBlockKind = (kind: string) => CLIENT_MANIFEST.blockKinds.includes(kind);
