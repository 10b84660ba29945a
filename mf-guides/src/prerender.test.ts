import { casetaGuide } from './features/guides/data/caseta';
import { PATHS } from './paths';
import { prerenderPlan } from './prerender';

describe("the guides remote's prerender plan", () => {
  it('draws each page, and each step of a guide at its own address', () => {
    expect(prerenderPlan.pages).toEqual(expect.arrayContaining(Object.values(PATHS)));
    const casetaSteps = prerenderPlan.pages.filter((page) => page.startsWith(`${PATHS.caseta}?`));
    // Steps 1 to the placeholder (step 0 is the bare address).
    expect(casetaSteps).toEqual(casetaGuide.steps.slice(1).map((_, index) => `${PATHS.caseta}?step=${index + 1}`));
    expect(prerenderPlan.pages).toContain(`${PATHS.homeNetworkingOption1}?step=1`);
    expect(prerenderPlan.pages).toContain(`${PATHS.ringDoorbell}?step=2`);
  });
});
