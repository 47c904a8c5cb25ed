import { sourceFiles, sourceText } from '../support/source-files';

/**
 * Every source file says in its first comment what it is for (issue 27): a comment comes before the file's first
 * declaration, so a reader learns the file's purpose before its code. Generated files carry their own banner.
 */
const FOLDERS = ['server', 'src', 'shared', 'site', 'config'];
const DECLARATION = /^(export |const |let |function |async function |class |interface |type |enum |if \(|describe\(|test\()/m;
const COMMENT = /\/\*|\/\//;

test('every source file opens with a comment before its first declaration', () => {
  const silent = FOLDERS.flatMap((folder) => sourceFiles(folder, ['.ts', '.tsx'])).filter((file) => {
    const text = sourceText(file);
    const declaration = text.search(DECLARATION);
    const comment = text.search(COMMENT);
    return comment < 0 || (declaration >= 0 && declaration < comment);
  });
  expect(silent).toEqual([]);
});
