import fs from 'node:fs';
import { GENERATED_TYPES_FILE, generateSchemaTypes } from './schema-types';

/** `npm run schemas:types`: writes the schema-file types generated from the meta-schemas. */
generateSchemaTypes().then((source) => {
  fs.writeFileSync(GENERATED_TYPES_FILE, source);
  console.log(`wrote ${GENERATED_TYPES_FILE}`);
});
