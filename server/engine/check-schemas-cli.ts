/**
 * `npm run schemas:check`: loads and cross-checks every section and area file without starting a server, and
 * exits 1 with the file, JSON pointer and reason of the first error.
 */
import { loadSections, SCHEMAS_DIR, SchemaFileError } from './load-schemas';
import { loadAreas } from './load-areas';

try {
  const sections = loadSections();
  const areas = loadAreas(SCHEMAS_DIR, sections);
  console.log(`schemas ok: ${sections.map((s) => `${s.area}/${s.id}`).join(', ')}`);
  console.log(`areas ok: ${areas.map((a) => `${a.id} ${a.route}`).join(', ')}`);
} catch (error) {
  if (error instanceof SchemaFileError) {
    console.error(`schema error in ${error.file} at ${error.pointer || '/'}: ${error.reason}`);
    process.exit(1);
  }
  throw error;
}
