import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const docs = ['README.md', ...fs.readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** Relative links of a markdown file: `[text](target)`, without web addresses and pure anchors. */
function relativeLinks(text: string): string[] {
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
  return links.filter((link) => !/^[a-z]+:/i.test(link) && !link.startsWith('#'));
}

/** The anchors GitHub makes of a file's headings (lower case, spaces to dashes, punctuation dropped). */
function anchors(text: string): Set<string> {
  const headings = text.split('\n').filter((line) => /^#{1,6} /.test(line));
  return new Set(headings.map((line) => line.replace(/^#+ /, '').trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-')));
}

describe('docs', () => {
  test('the README stays short', () => {
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(300);
  });

  test.each(docs)('%s links only to files and headings that exist', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const dead: string[] = [];
    for (const link of relativeLinks(text)) {
      const [target, anchor] = link.split('#');
      const resolved = path.resolve(path.dirname(path.join(root, file)), target);
      if (!fs.existsSync(resolved)) dead.push(link);
      else if (anchor && resolved.endsWith('.md') && !anchors(fs.readFileSync(resolved, 'utf8')).has(anchor)) dead.push(link);
    }
    expect(dead).toEqual([]);
  });

  test('every doc is linked from the README', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const missing = docs.filter((file) => file !== 'README.md' && !readme.includes(`(${file})`));
    expect(missing).toEqual([]);
  });
});
