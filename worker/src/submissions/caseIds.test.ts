import { FORM_NAMES } from 'contract/schemas/forms';
import { CASE_ID_PREFIX, newWorkerCaseId } from './caseIds';

describe('newWorkerCaseId', () => {
  it('is the form prefix and ten Crockford base-32 characters', () => {
    const bytes = Uint8Array.from([0, 1, 9, 10, 17, 18, 20, 21, 31, 32]);
    expect(newWorkerCaseId('application', () => bytes)).toBe('AP-019AHJMNZ0');
  });

  it('never uses the letters that read like digits', () => {
    for (let i = 0; i < 50; i++) expect(newWorkerCaseId('lan')).toMatch(/^LN-[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('gives a ticket or a lead the six digits customers quote on the phone', () => {
    expect(newWorkerCaseId('ticket', () => Uint8Array.from([0, 0, 0x10, 0x91]))).toBe('SP-004241');
    for (let i = 0; i < 50; i++) expect(newWorkerCaseId('lead')).toMatch(/^LD-\d{6}$/);
  });

  it('draws again rather than favour low numbers when a word falls past the last full million', () => {
    const words = [[0xff, 0xff, 0xff, 0xff], [0, 0, 0, 7]];
    expect(newWorkerCaseId('ticket', () => Uint8Array.from(words.shift()!))).toBe('SP-000007');
  });

  it('has a distinct prefix for every form, SP and LD for the ticket and the lead', () => {
    const prefixes = FORM_NAMES.map((form) => CASE_ID_PREFIX[form]);
    expect(new Set(prefixes).size).toBe(FORM_NAMES.length);
    expect(CASE_ID_PREFIX.ticket).toBe('SP');
    expect(CASE_ID_PREFIX.lead).toBe('LD');
  });
});
