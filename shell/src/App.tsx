import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { FirstRenderContext, type FirstRender } from './remotes/firstRender';
import { Site } from './Site';

export function App({ first }: { first?: FirstRender }) {
  // Says, for monitoring and tests, that the page's scripts have taken over the server's HTML.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <FirstRenderContext value={first}>
      <BrowserRouter>
        <Site />
      </BrowserRouter>
    </FirstRenderContext>
  );
}
