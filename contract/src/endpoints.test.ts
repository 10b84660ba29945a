import { ENDPOINTS, pathTo } from 'contract/endpoints';

describe('pathTo', () => {
  it('fills each parameter of a pattern', () => {
    expect(pathTo(ENDPOINTS.submission, { form: 'lan' })).toBe('/submissions/lan');
    expect(pathTo(ENDPOINTS.delivery, { form: 'ticket', caseId: 'SP-000417' })).toBe('/submissions/ticket/SP-000417/delivery');
  });

  it('encodes the values, so a value cannot reach another path', () => {
    expect(pathTo(ENDPOINTS.hubTopic, { slug: '../passcode' })).toBe('/hub/topics/..%2Fpasscode');
    expect(pathTo(ENDPOINTS.hubImage, { id: 'a b?c' })).toBe('/hub/images/a%20b%3Fc');
  });

  it('asks for exactly the parameters the pattern names', () => {
    // @ts-expect-error the delivery path needs the case id too
    expect(() => pathTo(ENDPOINTS.delivery, { form: 'lan' })).toThrow('/submissions/:form/:caseId/delivery needs :caseId');
    // @ts-expect-error a topic is named by its slug
    expect(() => pathTo(ENDPOINTS.hubTopic, { id: 'sonos' })).toThrow();
  });
});
