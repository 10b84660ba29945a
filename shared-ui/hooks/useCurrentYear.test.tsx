import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useCurrentYear } from 'shared-ui/hooks/useCurrentYear';

function Copyright({ drawnYear }: { drawnYear: number }) {
  return <p>© {useCurrentYear(drawnYear)}</p>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useCurrentYear', () => {
  it('draws the given year on the server, whatever the date', () => {
    jest.setSystemTime(new Date('2031-06-01T12:00:00'));
    expect(renderToString(<Copyright drawnYear={2030} />)).toBe('<p>© <!-- -->2030</p>');
  });

  it("hydrates the server's year without a mismatch, then shows the browser's", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Copyright drawnYear={2030} />);
    document.body.append(container);
    jest.setSystemTime(new Date('2031-01-01T00:30:00'));
    const recoverableErrors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Copyright drawnYear={2030} />, { onRecoverableError: (error) => recoverableErrors.push(error) }),
    );
    expect(recoverableErrors).toEqual([]);
    expect(container).toHaveTextContent('© 2031');
    act(() => root.unmount());
    container.remove();
  });

  it("shows the browser's year on a page drawn only in the browser", () => {
    jest.setSystemTime(new Date('2031-06-01T12:00:00'));
    render(<Copyright drawnYear={2030} />);
    expect(screen.getByText('© 2031')).toBeInTheDocument();
  });
});
