import { VALID_BODIES } from 'contract/testing/validBodies';
import { contactOf } from './contact';

describe('contactOf', () => {
  it('gives the name, business, email and phone of a ticket or lead', () => {
    expect(contactOf(JSON.stringify(VALID_BODIES.ticket))).toBe('Lee Chen <lee@example.com> 608.555.0123');
    expect(contactOf(JSON.stringify(VALID_BODIES.lead))).toBe(
      'Maria Gomez (Gomez Dental) <maria@gomezdental.example> 608 555 0177',
    );
  });

  it('joins first and last names, and keeps what a form has', () => {
    expect(contactOf(JSON.stringify(VALID_BODIES.lan))).toBe('Sam Okafor <sam@example.com> (608)5550199');
    expect(contactOf(JSON.stringify(VALID_BODIES.suggestion))).toBe('Jordan');
  });

  it('is empty for a payload that is not an object of text', () => {
    expect(contactOf('not json')).toBe('');
    expect(contactOf('null')).toBe('');
    expect(contactOf(JSON.stringify({ name: 42 }))).toBe('');
  });
});
