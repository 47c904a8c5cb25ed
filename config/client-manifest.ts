import fs from 'node:fs';
import path from 'node:path';
import { REGISTERED_NAMES } from '../src/components/SchemaPage/registered-names';
import { BLOCK_KINDS } from '../src/blocks/kinds';
import { MENU_ICON_NAMES } from '../src/layouts/menu-icon-names';
import { DESIGNED_FORM_WIDGET_KINDS } from '../src/blocks/designedForm/widgets';

/**
 * The web app's registries as data for the server (`npm run client:manifest`, run before every web build): the
 * names a section or area file may use for widgets, value types, search widgets, form kinds, block kinds, menu
 * icons and the widgets a designed form may name. The server checks schema files against this file and reads nothing under src/.
 */
export const MANIFEST_FILE = path.resolve(__dirname, '../schemas/_meta/client-manifest.json');

export function clientManifest(): string {
  const manifest = { registeredNames: REGISTERED_NAMES, blockKinds: BLOCK_KINDS, menuIcons: MENU_ICON_NAMES, designedFormWidgets: DESIGNED_FORM_WIDGET_KINDS };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

if (require.main === module) {
  if (process.argv.includes('--print')) process.stdout.write(clientManifest());
  else fs.writeFileSync(MANIFEST_FILE, clientManifest());
}
