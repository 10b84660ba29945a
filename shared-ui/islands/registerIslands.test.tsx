// A remote's islands.js hydrates each island by name on the root the server drew, and
// settles once it is live; a name it does not know fails, leaving the server's HTML.
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Island } from 'shared-ui/islands/Island';
import { workerUrl } from 'shared-ui/api/worker';
import { hydrateWith } from 'shared-ui/islands/registerIslands';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

/** The page's site, as the shell's page script passes it: the worker this page's manifest names. */
const SITE = { worker: 'https://worker.example.test/' };

function serverDrawn() {
  document.body.innerHTML = `<p>Static</p><div data-island="counter">${renderToString(<Counter />)}</div>`;
  return document.querySelector<HTMLElement>('[data-island]')!;
}

// Hydrated as in a browser, by React's own scheduler: not inside act(), which would hold
// the effect that settles the hydration until the hydration had settled.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('hydrateWith', () => {
  it("hydrates the island's component on the server's HTML, and settles once it is live", async () => {
    const element = serverDrawn();
    const drawn = screen.getByRole('button');
    const hydrate = hydrateWith({ counter: async () => ({ default: Counter }) });
    await hydrate('counter', element, SITE);
    expect(screen.getByRole('button')).toBe(drawn); // the same element, not drawn again
    drawn.click();
    await waitFor(() => expect(drawn).toHaveTextContent('Pressed 1'));
    expect(screen.getByText('Static')).toBeInTheDocument();
  });

  it("points the island's calls at the worker the page names", async () => {
    await hydrateWith({ counter: async () => ({ default: Counter }) })('counter', serverDrawn(), SITE);
    expect(workerUrl('/config/email')).toBe('https://worker.example.test/config/email');
  });

  it('gives the component the props its <Island> wrote into the page', async () => {
    function Greeting({ name }: { name: string }) {
      return <p>Hello {name}</p>;
    }
    document.body.innerHTML = renderToString(<Island name="greeting" load="now" component={Greeting} props={{ name: 'Ada' }} />);
    const element = document.querySelector<HTMLElement>('[data-island]')!;
    expect(element).toHaveAttribute('data-island-props', '{"name":"Ada"}');
    const drawn = screen.getByText('Hello Ada');
    const recoverable = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await hydrateWith({ greeting: async () => ({ default: Greeting }) })('greeting', element, SITE);
    expect(screen.getByText('Hello Ada')).toBe(drawn);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('fails for a name it does not know, and leaves the HTML as the server drew it', async () => {
    const element = serverDrawn();
    await expect(hydrateWith({})('counter', element, SITE)).rejects.toThrow('no island is named counter');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Pressed 0');
  });

  it('tells a controlled form what was typed into it before its code was live, as typing would have', async () => {
    function Order() {
      const [order, setOrder] = useState({ amount: '', note: '', gift: false, size: 'small', colour: 'red' });
      const set = (key: keyof typeof order, value: string | boolean) => setOrder({ ...order, [key]: value });
      return (
        <form aria-label="Order">
          <input aria-label="Amount" value={order.amount} onChange={(event) => set('amount', event.target.value)} />
          <textarea aria-label="Note" value={order.note} onChange={(event) => set('note', event.target.value)} />
          <input type="checkbox" aria-label="Gift" checked={order.gift} onChange={(event) => set('gift', event.target.checked)} />
          {['small', 'large'].map((size) => (
            <input key={size} type="radio" name="size" aria-label={size} checked={order.size === size} onChange={() => set('size', size)} />
          ))}
          <select aria-label="Colour" value={order.colour} onChange={(event) => set('colour', event.target.value)}>
            <option>red</option>
            <option>blue</option>
          </select>
          <output>{JSON.stringify(order)}</output>
        </form>
      );
    }
    document.body.innerHTML = `<div data-island="order">${renderToString(<Order />)}</div>`;
    const element = document.querySelector<HTMLElement>('[data-island]')!;
    // Typed while the code was on its way: the page's fields change, no component hears it.
    screen.getByLabelText<HTMLInputElement>('Amount').value = '125.50';
    screen.getByLabelText<HTMLTextAreaElement>('Note').value = 'Invoice RR-10442';
    screen.getByLabelText<HTMLInputElement>('Gift').checked = true;
    screen.getByLabelText<HTMLInputElement>('large').checked = true;
    screen.getByLabelText<HTMLSelectElement>('Colour').value = 'blue';

    await hydrateWith({ order: async () => ({ default: Order }) })('order', element, SITE);
    await waitFor(() =>
      expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({ amount: '125.50', note: 'Invoice RR-10442', gift: true, size: 'large', colour: 'blue' }),
    );
    expect(screen.getByLabelText('Amount')).toHaveValue('125.50');
    expect(screen.getByLabelText('Gift')).toBeChecked();
    expect(screen.getByLabelText('small')).not.toBeChecked();
  });

  it('leaves a field the visitor did not touch as its component has it', async () => {
    const changes = jest.fn();
    function Amount() {
      const [amount, setAmount] = useState('');
      return (
        <>
          <input aria-label="Amount" value={amount} onChange={(event) => (changes(), setAmount(event.target.value))} />
          {/* No option marked: the list shows its first, as drawn. */}
          <select aria-label="Month" onChange={changes}>
            <option>January</option>
            <option>February</option>
          </select>
          <input type="checkbox" aria-label="Gift" onChange={changes} />
        </>
      );
    }
    document.body.innerHTML = `<div data-island="amount">${renderToString(<Amount />)}</div>`;
    await hydrateWith({ amount: async () => ({ default: Amount }) })('amount', document.querySelector<HTMLElement>('[data-island]')!, SITE);
    expect(changes).not.toHaveBeenCalled();
  });
});
