// A page drawn for a form posted without scripts stays a page without scripts: its
// scripts (the shell's, the remote's entry, the early-capture script) and their preloads
// are left out, and the data blocks (JSON, never run) with them. A visitor whose scripts
// were off or failed gets the same page either way, and nothing half-loads over a
// redrawn form that the page's scripts never drew.
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const LINK = /<link\b[^>]*>/g;

const preloadsScript = (tag: string) => /\bas="script"/.test(tag) || /\brel="modulepreload"/.test(tag);

export const withoutScripts = (html: string) => html.replace(SCRIPT, '').replace(LINK, (tag) => (preloadsScript(tag) ? '' : tag));
