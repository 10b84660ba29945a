import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RevealedByTick, REVEALS_BOX } from 'shared-ui/forms/RevealedByTick';

function Form() {
  const [ticked, setTicked] = useState(false);
  return (
    <form>
      <label>
        <input type="checkbox" name="box" {...REVEALS_BOX} checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
        Business
      </label>
      <RevealedByTick shown={ticked}>
        <label>
          Business name <input name="businessName" />
        </label>
      </RevealedByTick>
    </form>
  );
}

describe('RevealedByTick', () => {
  it('is drawn by the server, marked to be hidden by CSS until the box is ticked', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    expect(container.querySelector('input[type="checkbox"]')).toHaveAttribute('data-reveals', '');
    expect(container.querySelector('input[name="businessName"]')?.closest('.untilTicked')).not.toBeNull();
  });

  it("hydrates the server's markup without a mismatch, then leaves it to the box", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const recoverableErrors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Form />, { onRecoverableError: (error) => recoverableErrors.push(error) }));
    expect(recoverableErrors).toEqual([]);
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();

    act(() => screen.getByRole('checkbox', { name: 'Business' }).click());
    expect(screen.getByLabelText('Business name').closest('.untilTicked')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  it('in a page drawn only in the browser, shows the fields only while the box is ticked', () => {
    render(<Form />);
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
    act(() => screen.getByRole('checkbox', { name: 'Business' }).click());
    expect(screen.getByLabelText('Business name')).toBeInTheDocument();
  });
});
