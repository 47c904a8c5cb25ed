import { clientManifest, MANIFEST_FILE } from '../../config/client-manifest';
import fs from 'node:fs';
import { CLIENT_MANIFEST } from '../../server/engine/client-manifest';

// The server checks schema files against the web app's registries through this file, never by importing src/.
test('the committed client manifest is what `npm run client:manifest` writes from the web app\'s registries now', () => {
  expect(fs.readFileSync(MANIFEST_FILE, 'utf8')).toBe(clientManifest());
});

test('the server reads the registries from the manifest', () => {
  expect(CLIENT_MANIFEST.blockKinds).toContain('calendar');
  expect(CLIENT_MANIFEST.registeredNames.fieldWidgets).toContain('imageUpload');
  expect(CLIENT_MANIFEST.menuIcons).toContain('CalendarOutlined');
});
