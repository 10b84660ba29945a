// The naming rules of the repository layout (docs/architecture.md, "Repository layout"), run by `npm run lint`:
// 1. every folder of source code is kebab-case;
// 2. what several of a remote's features share is in its src/common/, the one name for it;
// 3. every component a remote's src/routes.tsx imports from ./features/ is a page:
//    src/features/<feature>/<Name>Page.tsx, at the top of its feature folder, exporting <Name>Page
//    (a default export, as mf-marketing's lazy pages use, names no binding to compare).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FOLDER_EXCEPTIONS = new Set(['__tests__', '__mocks__']);
// Not pages, but composed by routes.tsx into one (features do not import each other).
const COMPOSED_PARTS = new Set(['mf-careers/src/features/application/ApplicationIsland']);
const SKIP = new Set(['node_modules', 'dist', 'coverage']);

const problems = [];
const dirs = (dir) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('.') && !SKIP.has(e.name));

function checkFolders(dir) {
  for (const entry of dirs(dir)) {
    const folder = path.join(dir, entry.name);
    if (!KEBAB.test(entry.name) && !FOLDER_EXCEPTIONS.has(entry.name)) {
      problems.push(`${path.relative(root, folder)}: folder names are kebab-case`);
    }
    checkFolders(folder);
  }
}

const sourceRoots = [
  ...dirs(root).map((e) => path.join(root, e.name, 'src')),
  ...['tooling', 'releases'].flatMap((group) => dirs(path.join(root, group)).map((e) => path.join(root, group, e.name, 'src'))),
  path.join(root, 'shared-ui'), // the kit keeps its sources at its top
].filter(existsSync);
sourceRoots.forEach(checkFolders);

const CATCH_ALL = new Set(['components', 'config', 'helpers', 'lib', 'shared', 'utils']);
for (const remote of dirs(root).map((e) => e.name).filter((name) => name.startsWith('mf-'))) {
  const src = path.join(root, remote, 'src');
  if (!existsSync(src)) continue;
  for (const entry of dirs(src).filter((e) => CATCH_ALL.has(e.name))) {
    problems.push(`${remote}/src/${entry.name}: what several features share goes in src/common/`);
  }
}

const PAGE = /^\.\/features\/[a-z0-9-]+\/([A-Z][A-Za-z0-9]*Page)$/;
for (const remote of dirs(root).map((e) => e.name).filter((name) => name.startsWith('mf-'))) {
  const routesFile = path.join(root, remote, 'src/routes.tsx');
  if (!existsSync(routesFile)) continue;
  const source = readFileSync(routesFile, 'utf8');
  // Any quoted ./features/ path (static or lazy import), with the names a static import binds.
  const named = new Map([...source.matchAll(/\{([^}]*)\}\s*from\s*'(\.\/features\/[^']+)'/g)].map(([, names, spec]) => [spec, names]));
  for (const [, specifier] of source.matchAll(/['"](\.\/features\/[^'"]+)['"]/g)) {
    const names = named.get(specifier);
    const where = `${remote}/src/${specifier.slice(2)}`;
    if (COMPOSED_PARTS.has(where)) continue;
    const page = PAGE.exec(specifier);
    if (!page || !existsSync(path.join(root, `${where}.tsx`))) {
      problems.push(`${remote}/src/routes.tsx imports ${specifier}: a page is src/features/<feature>/<Name>Page.tsx`);
    } else if (names && names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]).some((name) => name && name !== page[1])) {
      problems.push(`${remote}/src/routes.tsx imports {${names.trim()}} from ${specifier}: the page is named after its file`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Repository layout (docs/architecture.md, "Repository layout"):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
