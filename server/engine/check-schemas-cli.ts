import { loadSections, SchemaFileError } from './load-schemas';

try {
  const sections = loadSections();
  console.log(`schemas ok: ${sections.map((s) => `${s.area}/${s.id}`).join(', ')}`);
} catch (error) {
  if (error instanceof SchemaFileError) {
    console.error(`schema error in ${error.file} at ${error.pointer || '/'}: ${error.reason}`);
    process.exit(1);
  }
  throw error;
}
