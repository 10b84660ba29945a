/** @jest-environment jsdom */
// The script the site runs, in a page: evaluated from the same source text it is served as.
import { hostScriptSource } from './hostScript';

const ORIGIN = 'http://localhost:8089';
const host = window as unknown as Record<string, unknown>;

interface ClearentApi {
  setProperty(name: string, value: unknown): void;
  payButton(options?: Record<string, unknown>): void;
}

function install() {
  new Function(hostScriptSource({ origin: ORIGIN, merchantId: 'm-1', terminalId: 't-1' }))();
  return host.Clearent as ClearentApi;
}

const overlay = () => document.querySelector<HTMLElement>('[role="dialog"][aria-label="Secure payment"]');
const frame = () => overlay()?.querySelector('iframe') ?? null;

function fromPopup(data: unknown, origin = ORIGIN, source: Window | null = frame()!.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

beforeEach(() => {
  document.body.innerHTML = '<div id="pay-here"></div>';
  for (const name of ['Clearent', 'ClearentOnSuccess', 'ClearentOnError', 'ClearentOnPopupClosed', 'ClearentOnPopupOpened']) delete host[name];
});

describe('Clearent.payButton', () => {
  it('puts the pay button with its text inside the given parent', () => {
    install().payButton({ 'pay-button-parent': document.getElementById('pay-here'), 'pay-button-text': 'Pay $103.00 now' });
    const button = document.querySelector('#pay-here button');
    expect(button?.textContent).toBe('Pay $103.00 now');
  });

  it('takes the parent by id and the options set beforehand', () => {
    const Clearent = install();
    Clearent.setProperty('pay-button-text', 'Pay $5.00 now');
    Clearent.payButton({ 'pay-button-parent': 'pay-here' });
    expect(document.querySelector('#pay-here button')?.textContent).toBe('Pay $5.00 now');
  });

  it('opens the popup frame on the sandbox with the amount, invoice, check field and service-fee setting', () => {
    const opened = jest.fn();
    host.ClearentOnPopupOpened = opened;
    install().payButton({
      'pay-button-parent': 'pay-here',
      amount: '100.00',
      invoice: 'INV-ABC',
      'check-field': 'invoice',
      'use-terminal-service-fee-setting': false,
    });
    document.querySelector<HTMLButtonElement>('#pay-here button')!.click();

    const src = new URL(frame()!.src);
    expect(src.origin + src.pathname).toBe(`${ORIGIN}/hpp/m-1/t-1/popup`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      amount: '100.00',
      invoice: 'INV-ABC',
      'check-field': 'invoice',
      'service-fee': 'false',
      parent: window.location.origin,
    });
    expect(frame()!.title).toBe('Secure payment form');
    expect(opened).toHaveBeenCalledWith(true);
  });

  it('applies the terminal service fee unless told not to', () => {
    install().payButton({ 'pay-button-parent': 'pay-here', amount: '1.00' });
    document.querySelector<HTMLButtonElement>('#pay-here button')!.click();
    expect(new URL(frame()!.src).searchParams.get('service-fee')).toBe('true');
  });
});

describe('the popup callbacks', () => {
  function openPopup() {
    install().payButton({ 'pay-button-parent': 'pay-here', amount: '10.00' });
    document.querySelector<HTMLButtonElement>('#pay-here button')!.click();
  }

  it('hands the success payload to ClearentOnSuccess as raw text and JSON', () => {
    const success = jest.fn();
    host.ClearentOnSuccess = success;
    openPopup();
    const raw = JSON.stringify({ 'exchange-id': 'ID-1', payload: { transaction: { id: '7' } } });
    fromPopup({ clearent: 'hpp', type: 'success', raw });
    expect(success).toHaveBeenCalledWith(raw, JSON.parse(raw));
  });

  it('hands a decline to ClearentOnError', () => {
    const error = jest.fn();
    host.ClearentOnError = error;
    openPopup();
    fromPopup({ clearent: 'hpp', type: 'error', raw: '{"code":"402"}' });
    expect(error).toHaveBeenCalledWith('{"code":"402"}', { code: '402' });
  });

  it('ignores messages from another origin or another frame', () => {
    const success = jest.fn();
    host.ClearentOnSuccess = success;
    openPopup();
    fromPopup({ clearent: 'hpp', type: 'success', raw: '{}' }, 'https://evil.example');
    fromPopup({ clearent: 'hpp', type: 'success', raw: '{}' }, ORIGIN, window);
    expect(success).not.toHaveBeenCalled();
  });

  it('closes on the popup close message, telling the page whether it was the first close', () => {
    const closed = jest.fn();
    host.ClearentOnPopupClosed = closed;
    openPopup();
    fromPopup({ clearent: 'hpp', type: 'close' });
    expect(overlay()).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('#pay-here button'));

    document.querySelector<HTMLButtonElement>('#pay-here button')!.click();
    overlay()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(closed.mock.calls).toEqual([[true], [false]]);
  });
});
