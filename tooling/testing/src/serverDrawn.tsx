// A remote's page as its build draws it for the composer (tooling/ssr/renderRemote.tsx):
// the page's code loaded ahead (its routes' preload), then rendered to a string in a memory
// router; and the first island in such HTML, for the tests of a remote's islands.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ISLAND_ATTRIBUTE } from 'shared-ui/islands/islandMarks';
import type { RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';

export async function serverDrawn({ default: Routes, preload }: RemoteRoutesModule, address: string): Promise<string> {
  await preload?.(address);
  return renderToString(
    <MemoryRouter initialEntries={[address]}>
      <Routes />
    </MemoryRouter>,
  );
}

/** The first island of `html`: its name, its opening tag, and where its content starts. */
export function firstIsland(html: string): { name: string; tag: string; contentAt: number } | undefined {
  const match = new RegExp(`<div[^>]*${ISLAND_ATTRIBUTE}="([^"]+)"[^>]*>`).exec(html);
  return match ? { name: match[1]!, tag: match[0], contentAt: match.index + match[0].length } : undefined;
}
