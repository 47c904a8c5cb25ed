import fs from 'node:fs';
import { GENERATED_TYPES_FILE, generateSchemaTypes } from './schema-types';

/**
 * `npm run schemas:types`: writes the schema-file types generated from the meta-schemas. With `--print` it writes
 * them to stdout instead (the unit test compares that with the committed file).
 */
generateSchemaTypes().then((source) => {
  if (process.argv.includes('--print')) {
    process.stdout.write(source);
    return;
  }
  fs.writeFileSync(GENERATED_TYPES_FILE, source);
  console.log(`wrote ${GENERATED_TYPES_FILE}`);
});
