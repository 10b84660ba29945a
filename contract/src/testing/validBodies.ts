// One body per form that the shared schemas accept, as each form's browser sends it: the
// test data every package's tests start from (contract, worker, the kit, the remotes, e2e
// and the bench), so a field added to a schema is added here once. The bench, plain
// JavaScript, reads the JSON beside this file. JSON widens a choice to a string, hence the
// cast to what the schema takes: validBodies.test.ts proves each body is accepted.
import type { z } from 'zod';
import type { FORM_SCHEMAS, FormName } from 'contract/schemas/forms';
import bodies from 'contract/testing/validBodies.json';

export type ValidBodies = { [F in FormName]: (typeof bodies)[F] & z.input<(typeof FORM_SCHEMAS)[F]> };

export const VALID_BODIES = bodies as ValidBodies;
