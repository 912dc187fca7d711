import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** The site paths dist/ holds a page for ("/", "/kontakt", "/wiedza/…"), 404.html aside. */
export async function listBuiltPages(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const dir = relative(root, entry.parentPath);
      return dir === '' ? '/' : `/${dir.split(sep).join('/')}`;
    })
    .sort();
}

/** Every HTML file under `root`, sorted: the pages, 404.html, the redirects. The validators' list. */
export async function builtHtmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
