// After a remote's server build (tooling/ssr/renderRemote.tsx) is emitted, renders every
// page of the remote's prerender plan, and its not-found page, into the remote's browser
// build: dist/ssr/<page>.<hash>.html (immutable names) and dist/ssr/index.json, which
// the shell's composing server reads (shell/src/server/remoteIndex.ts) to stitch the
// pages into its frame without running the remote's code.
const crypto = require('node:crypto');
const fs = require('node:fs/promises');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { WebpackError } = require('webpack');
const { inlineFileReader } = require('./inlineFiles.cjs');
const { readStyleSheets, styleSheetsFor } = require('./styleSheets.cjs');
const { HYDRATION_CHUNKS, islandChunkName } = require('../config/webpack/IslandChunksPlugin.cjs');

/** A broken promise to the shell, not a bug to trace: its message says all. */
class ContractError extends Error {}

/** Matches none of a remote's pages: its '*' route renders its not-found page. */
const NOT_FOUND_PATH = '/__not-found__';

const slug = (pathname) => pathname.replace(/^\/+|\/+$/g, '').replace(/[^\w.-]+/g, '-') || 'index';
const hash10 = (text) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);

/** The plan's guard as the index writes it (remoteIndex.ts), or nothing. */
const guardOf = ({ guard }) => (guard ? { guard: { paths: [...guard.paths], cookie: guard.cookie, to: guard.to } } : {});

class PrerenderPlugin {
  /**
   * @param {object} options
   * @param {string} options.remote       the remote's name, as in remotes.json
   * @param {string} options.bundle       the server entry's file in the server build's output folder
   * @param {string} options.browserDist  the browser build's output folder
   * @param {{ chunks?: import('../config/webpack/PageChunksPlugin.cjs').PageChunks }} [options.pageChunks]
   *   the browser build's PageChunksPlugin: which files each page loads
   * @param {{ groups?: import('../config/webpack/IslandChunksPlugin.cjs').IslandChunks }} [options.islandChunks]
   *   the islands build's IslandChunksPlugin: what each island loaded `now` loads
   * @param {boolean} [options.withApp]  every page with the app, none sent without it: the dev loop's build,
   *   whose edits show in the open page by hot reload, which only the app's scripts take (#42)
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const logger = compiler.getInfrastructureLogger(PrerenderPlugin.name);
    compiler.hooks.afterEmit.tapPromise(PrerenderPlugin.name, async (compilation) => {
      if (compilation.errors.length > 0) return;
      try {
        const count = await this.prerender(compilation);
        logger.info(`${this.options.remote}: ${count} page(s) and the not-found page rendered into ${path.relative(process.cwd(), this.options.browserDist)}/ssr`);
      } catch (error) {
        const detail = error instanceof ContractError ? error.message : error instanceof Error ? error.stack : error;
        compilation.errors.push(new WebpackError(`Prerendering ${this.options.remote} failed: ${detail}`));
      }
    });
  }

  async prerender(compilation) {
    const { remote, bundle, browserDist } = this.options;
    // Node caches modules by URL: a new one per build, so a watch rebuild loads the new bundle.
    const url = `${pathToFileURL(path.join(compilation.outputOptions.path, bundle)).href}?build=${compilation.hash}`;
    const server = await import(url);
    if (server.contractBreach) throw new ContractError(server.contractBreach);
    const inlineFile = inlineFileReader(browserDist);
    const render = async (pathname) => server.splitHoistedHead(await server.renderPage(pathname, inlineFile));

    // Everything is rendered before anything is written: a failed render leaves dist/ssr as it was.
    const notFound = await render(NOT_FOUND_PATH);
    const rendered = [];
    for (const pathname of server.prerenderPlan.pages) {
      const page = await render(pathname);
      if (page.body === notFound.body) throw new Error(`${pathname} renders the not-found page: it is not one of ${remote}'s pages`);
      rendered.push([pathname, slug(pathname), page]);
    }

    const loads = {};
    for (const [pathname, , page] of rendered) {
      // A static page loads none of the app's code: only its islands', those loaded at once with the page.
      const sentWithoutApp = !this.options.withApp && server.isStaticPage(pathname);
      loads[pathname] = sentWithoutApp ? { static: true, ...this.islandLoads(pathname, page.body) } : this.pageLoads(await server.pageModules(pathname));
    }

    const sheets = readStyleSheets(browserDist);
    const ssrDir = path.join(browserDist, 'ssr');
    await fs.rm(ssrDir, { recursive: true, force: true });
    await fs.mkdir(ssrDir);
    const publish = async (name, { head, body }) => {
      const file = `ssr/${name}.${hash10(body)}.html`;
      await fs.writeFile(path.join(browserDist, file), body);
      return { head, body: file, styles: styleSheetsFor(body, sheets) };
    };
    const pages = {};
    for (const [pathname, name, page] of rendered) pages[pathname] = { ...(await publish(name, page)), ...loads[pathname] };
    const index = { remote, pages, notFound: await publish('not-found', notFound), clientOnly: [...(server.prerenderPlan.clientOnly ?? [])], ...guardOf(server.prerenderPlan) };
    await fs.writeFile(path.join(ssrDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
    return Object.keys(pages).length;
  }

  /**
   * What the browser loads for the islands of a page sent without the app that load at
   * once (`now`): islands.js, what hydrating loads, and each such island's own chunk, so
   * the shell's composer asks for them with the page rather than a wave at a time.
   */
  islandLoads(pathname, body) {
    const groups = this.options.islandChunks?.groups;
    const now = [...body.matchAll(/<[^>]*\bdata-island="([^"]+)"[^>]*>/g)].filter(([tag]) => tag.includes('data-island-load="now"')).map(([, name]) => name);
    if (!groups || now.length === 0) return {};
    const unnamed = now.filter((island) => !groups[islandChunkName(island)]);
    if (unnamed.length > 0) {
      const names = unnamed.map(islandChunkName).join(', ');
      throw new ContractError(`${pathname} loads ${unnamed.join(', ')} at once, but no import in src/islandLoaders.ts names its chunk ${names} (webpackChunkName): name it, so the page asks for its code with the page`);
    }
    const chunks = [...HYDRATION_CHUNKS, ...now.map(islandChunkName)].flatMap((group) => groups[group] ?? []);
    return { chunks: [...new Set(chunks)] };
  }

  /**
   * What the browser loads for a page besides the remote's entry: './routes' and the
   * lazily imported modules among `modules`, their own files (`chunks`) and those of the
   * shared modules they use (`shared`, by share key), so the shell's composer can ask for
   * them with the entry (one wave) rather than each once the one before has run.
   */
  pageLoads(modules) {
    const map = this.options.pageChunks?.chunks;
    if (!map) return {};
    const parts = [map.routes, ...modules.flatMap((id) => map.lazy[id] ?? [])];
    const chunks = [...new Set(parts.flatMap(({ files }) => files))];
    const shared = {};
    for (const part of parts) {
      for (const [key, files] of Object.entries(part.shared)) shared[key] = [...new Set([...(shared[key] ?? []), ...files])];
    }
    return { chunks, shared };
  }
}

module.exports = { PrerenderPlugin };
