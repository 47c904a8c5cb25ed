import fs from 'node:fs';
import path from 'node:path';

/** Every LIKE of the server goes through server/db/like.ts, which escapes the text and declares ESCAPE. */
const SERVER = path.resolve(__dirname, '../../server');
const HELPER = path.join(SERVER, 'db', 'like.ts');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Code without its comments (roughly: enough that prose mentioning LIKE does not count). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

test('no server file but the helper builds a LIKE', () => {
  // Sequelize operators that become LIKE, and LIKE written into SQL text.
  const builders = /Op\.(like|notLike|iLike|notILike|substring|startsWith|endsWith)\b|\$(like|notLike|substring|startsWith|endsWith)\b|['"`][^'"`\n]*\b(LIKE|like \?)\b/;
  const offenders = sources(SERVER)
    .filter((file) => file !== HELPER)
    .filter((file) => builders.test(code(fs.readFileSync(file, 'utf8'))))
    .map((file) => path.relative(SERVER, file));
  expect(offenders).toEqual([]);
});

test('the helper escapes its own escape character, % and _, and declares ESCAPE', () => {
  const helper = fs.readFileSync(HELPER, 'utf8');
  expect(helper).toMatch(/ESCAPE '!'/);
  expect(helper).toMatch(/\[!%_\]/);
});
