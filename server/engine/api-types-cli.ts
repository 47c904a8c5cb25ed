import fs from 'node:fs';
import { API_TYPES_FILE, generateApiTypes } from './api-types';

/**
 * `npm run api:types`: writes the API types generated from the OpenAPI document (built in this process, no server
 * started). With `--print` it writes them to stdout instead (the unit test compares that with the committed file).
 */
generateApiTypes().then(
  (source) => {
    if (process.argv.includes('--print')) process.stdout.write(source);
    else {
      fs.writeFileSync(API_TYPES_FILE, source);
      console.log(`wrote ${API_TYPES_FILE}`);
    }
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
