// Stand-in for zod's locales index (node_modules/zod/v4/locales/index.js): the site
// speaks English only. zod is a shared federation module, so it is not tree-shaken;
// without this every form page would carry all of zod's translations of its default
// messages. Webpack resolves the import below from the replaced file's folder.
export { default as en } from './en.js';
