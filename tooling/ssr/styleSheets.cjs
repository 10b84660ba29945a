// Which style sheets of a browser build a page's HTML needs: those defining a class the
// HTML uses (CSS Modules names are unique per app, 'ui-…' for shared-ui: cssModules.cjs),
// and any sheet of global rules alone (no class at all), which every page gets.
const fs = require('node:fs');
const path = require('node:path');

const COMMENT = /\/\*[\s\S]*?\*\//g;
const PRELUDE = /([^{};]+)\{/g; // what comes before a block: selectors, or an at-rule
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const SHARED_UI_CLASS = /^ui-/;

function classesOf(css) {
  const classes = new Set();
  for (const [, prelude] of css.replace(COMMENT, '').matchAll(PRELUDE)) {
    if (prelude.trim().startsWith('@')) continue;
    for (const [, name] of prelude.matchAll(CLASS_SELECTOR)) classes.add(name);
  }
  return classes;
}

const isSharedUi = ({ classes }) => classes.size > 0 && [...classes].every((name) => SHARED_UI_CLASS.test(name));

/**
 * The .css files at the top of `dir`, each with the classes it defines. The kit's come
 * first, as in the browser, where the shell has loaded the kit before any remote page.
 */
function readStyleSheets(dir) {
  const sheets = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => ({ file, classes: classesOf(fs.readFileSync(path.join(dir, file), 'utf8')) }));
  return [...sheets.filter(isSharedUi), ...sheets.filter((sheet) => !isSharedUi(sheet))];
}

/**
 * The files of `sheets` that `html` needs. A class defined in two sheets (a shared-ui
 * module that two chunks carry) is the same rules from the same file: one sheet will do.
 */
function styleSheetsFor(html, sheets) {
  const used = new Set([...html.matchAll(CLASS_ATTRIBUTE)].flatMap(([, value]) => value.split(/\s+/)));
  const covered = new Set();
  const files = [];
  for (const { file, classes } of sheets) {
    const needed = [...classes].filter((name) => used.has(name) && !covered.has(name));
    if (classes.size > 0 && needed.length === 0) continue;
    needed.forEach((name) => covered.add(name));
    files.push(file);
  }
  return files;
}

module.exports = { readStyleSheets, styleSheetsFor };
