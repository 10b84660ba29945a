import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { takeOverPage } from './early/takeOverPage';
import { FirstRenderContext, type FirstRender } from './remotes/firstRender';
import { Site } from './Site';

export function App({ first }: { first?: FirstRender }) {
  useEffect(() => {
    void takeOverPage(document.getElementById('root'));
  }, []);
  return (
    <FirstRenderContext value={first}>
      <BrowserRouter>
        <Site />
      </BrowserRouter>
    </FirstRenderContext>
  );
}
