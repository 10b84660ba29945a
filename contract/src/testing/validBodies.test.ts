import { FORM_NAMES, FORM_SCHEMAS } from 'contract/schemas/forms';
import { VALID_BODIES } from 'contract/testing/validBodies';

describe('the shared valid bodies', () => {
  it.each(FORM_NAMES)('%s: the schema accepts it as sent', (form) => {
    expect(FORM_SCHEMAS[form].safeParse(VALID_BODIES[form]).error?.issues).toBeUndefined();
  });

  it('holds one body for every form and nothing else', () => {
    expect(Object.keys(VALID_BODIES).sort()).toEqual([...FORM_NAMES].sort());
  });
});
