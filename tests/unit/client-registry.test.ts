/**
 * The web app registers exactly the names of src/components/SchemaPage/registered-names.ts (the list the server's
 * schema check reads), and its registries refuse any other name. Modules that only render are replaced by stubs
 * (a stylesheet, an upload box) or mapped to their source where they go through the web app's `@/` alias.
 */
jest.mock('../../src/components/SchemaPage/forms/RowListForm.less', () => ({}));
jest.mock('@/components/ImageUpload', () => ({ __esModule: true, default: () => null }), { virtual: true });
jest.mock('@/constants/industries', () => jest.requireActual('../../src/constants/industries'), { virtual: true });
jest.mock('@/components/SchemaPage', () => jest.requireActual('../../src/components/SchemaPage/registry'), { virtual: true });

import { fieldWidgets, formKinds, Registry, searchWidgets, valueTypes } from '../../src/components/SchemaPage/registry';
import { REGISTERED_ELSEWHERE, REGISTERED_NAMES } from '../../src/components/SchemaPage/registered-names';
import '../../src/components/SchemaPage/builtins';
import '../../src/pages/operator/image-preview';

const sorted = (names: readonly string[]) => [...names].sort();

test('each registry holds exactly the listed names once the built-ins and the sections registered', () => {
  expect(sorted(valueTypes.types())).toEqual(sorted(REGISTERED_NAMES.valueTypes));
  expect(sorted(fieldWidgets.types())).toEqual(sorted(REGISTERED_NAMES.fieldWidgets));
  expect(sorted(searchWidgets.types())).toEqual(sorted(REGISTERED_NAMES.searchWidgets));
  expect(sorted(formKinds.types())).toEqual(sorted(REGISTERED_NAMES.formKinds));
  expect(Object.keys(REGISTERED_ELSEWHERE.valueTypes)).toEqual(['imagePreview']);
});

test('a name not on the list, or one registered twice, is refused', () => {
  expect(() => (fieldWidgets.register as (name: string, item: unknown) => void)('departTree', () => null)).toThrow(/not in registered-names/);
  expect(() => fieldWidgets.register('text', () => null)).toThrow(/already registered/);
  const open = new Registry<number>('thing');
  open.register('anything', 1);
  expect(open.require('anything')).toBe(1);
});
