import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useGuideStep } from './useGuideStep';

function renderStep(entry: string) {
  let search = '';
  function Address() {
    search = useLocation().search;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[entry]}>
      {children}
      <Address />
    </MemoryRouter>
  );
  const { result } = renderHook(() => useGuideStep(3), { wrapper });
  return { result, search: () => search };
}

describe('useGuideStep', () => {
  it('counts a press from the step the one before asked for, though the page has not redrawn', () => {
    const { result, search } = renderStep('/tobhomes/caseta?step=1');
    // The same handlers, as a second tap finds them before the first tap's step renders.
    const { next, back } = result.current;
    act(() => {
      back();
      next();
      next();
    });
    expect(search()).toBe('?step=2');
    expect(result.current.step).toBe(2);
  });

  it('stops at the last step and alerts at step 0, counting the same way', () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { result, search } = renderStep('/tobhomes/caseta?step=2');
    const { next } = result.current;
    act(() => {
      next();
      next();
    });
    expect(search()).toBe('?step=3');
    act(() => {
      const { back: backAtEnd } = result.current;
      backAtEnd();
      backAtEnd();
      backAtEnd();
      backAtEnd();
    });
    expect(search()).toBe('');
    expect(alert).toHaveBeenCalledTimes(1);
  });
});
