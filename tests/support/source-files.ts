import fs from 'node:fs';
import path from 'node:path';

/** The repository's folder. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * Every TypeScript file under a folder of the repository (`server/modules`), as paths from the repository's root;
 * `.tsx` too when asked. umi's generated folders (`.umi`, `.umi-production`) are not sources.
 */
export function sourceFiles(folder: string, extensions: string[] = ['.ts']): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.umi') ? [] : walk(full);
      return extensions.some((extension) => entry.name.endsWith(extension)) ? [path.relative(REPO_ROOT, full)] : [];
    });
  return walk(path.join(REPO_ROOT, folder));
}

/** A file's text by its path from the repository's root. */
export const sourceText = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
