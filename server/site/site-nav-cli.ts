/**
 * `npm run site:nav`: writes site/nav.generated.json, the public site's navigation (schemas/site/area.json with its
 * pages' titles and routes) for the console's pages that show the site's footer. With `--print` it writes it to
 * stdout instead (the unit test compares that with the committed file).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSchemas, SCHEMAS_DIR } from '../engine/load-schemas';
import { loadAreas } from '../engine/load-areas';
import { PROJECT_ROOT } from '../project-root';
import { siteNav } from './site-data';

export const SITE_NAV_FILE = path.join(PROJECT_ROOT, 'site', 'nav.generated.json');

const area = loadAreas(SCHEMAS_DIR, loadSchemas().sections).find((candidate) => candidate.domain === 'public');
const text = `${JSON.stringify(area ? siteNav(area) : [], null, 2)}\n`;
if (process.argv.includes('--print')) process.stdout.write(text);
else {
  fs.writeFileSync(SITE_NAV_FILE, text);
  console.log(`wrote ${path.relative(PROJECT_ROOT, SITE_NAV_FILE)}`);
}
