// A booking page as the composer has it drawn (tooling/ssr/renderRemote.tsx): rendered to
// HTML with the composer's FormRefusal in context, and put in the document as a browser
// without scripts shows it.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { FormRefusalContext, type FormRefusal } from 'shared-ui/forms/formRefusal';

export function drawnWithoutScripts(page: ReactElement, address: string, refusal?: FormRefusal) {
  document.body.innerHTML = renderToString(
    <FormRefusalContext.Provider value={refusal}>
      <MemoryRouter initialEntries={[address]}>{page}</MemoryRouter>
    </FormRefusalContext.Provider>,
  );
}
