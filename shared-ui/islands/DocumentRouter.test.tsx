// An island's router moves within its page in place: the address and the history change
// and the island draws the new location; the browser's back button brings the last back.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { DocumentRouter, inDocumentRouter } from 'shared-ui/islands/DocumentRouter';

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>
        At {location.pathname}
        {location.search}
        {location.hash} with {JSON.stringify(location.state)}
      </p>
      <button type="button" onClick={() => navigate({ search: '?step=2', hash: 'top' }, { state: { from: 1 } })}>
        Step 2
      </button>
      <button type="button" onClick={() => navigate({ search: '?step=3' }, { replace: true })}>
        Replace with step 3
      </button>
      <Link to="?step=4">Step 4</Link>
    </>
  );
}

describe('DocumentRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/tobhomes/caseta?step=1'));

  it("starts at the page's own address", () => {
    render(
      <DocumentRouter>
        <Where />
      </DocumentRouter>,
    );
    expect(screen.getByText('At /tobhomes/caseta?step=1 with null')).toBeInTheDocument();
  });

  it('moves within the page in place, with its state, and the back button returns', async () => {
    const length = window.history.length;
    render(
      <DocumentRouter>
        <Where />
      </DocumentRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Step 2' }));
    expect(screen.getByText('At /tobhomes/caseta?step=2#top with {"from":1}')).toBeInTheDocument();
    expect(window.location.href).toBe('http://localhost/tobhomes/caseta?step=2#top');
    expect(window.history.length).toBe(length + 1);

    await userEvent.click(screen.getByRole('button', { name: 'Replace with step 3' }));
    expect(window.location.search).toBe('?step=3');
    expect(window.history.length).toBe(length + 1);

    await userEvent.click(screen.getByRole('link', { name: 'Step 4' }));
    expect(screen.getByText('At /tobhomes/caseta?step=4 with null')).toBeInTheDocument();

    await act(async () => {
      window.history.back();
      await new Promise((popped) => window.addEventListener('popstate', popped, { once: true }));
    });
    expect(screen.getByText('At /tobhomes/caseta?step=3 with null')).toBeInTheDocument();
  });

  it('wraps an island that routes', () => {
    const Routed = inDocumentRouter(Where);
    render(<Routed />);
    expect(screen.getByText('At /tobhomes/caseta?step=1 with null')).toBeInTheDocument();
  });
});
