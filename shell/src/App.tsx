import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { takeOverPage } from './early/takeOverPage';
import { FirstRenderContext, type FirstRender } from './remotes/firstRender';
import { remoteRegionHydrated } from './remotes/remoteRegion';
import { Site } from './Site';

export function App({ first }: { first?: FirstRender }) {
  // Runs once the frame is hydrated; the remote's part of the page may follow later.
  useEffect(() => {
    void takeOverPage(document.getElementById('root'), remoteRegionHydrated);
  }, []);
  return (
    <FirstRenderContext value={first}>
      <BrowserRouter>
        <Site />
      </BrowserRouter>
    </FirstRenderContext>
  );
}
