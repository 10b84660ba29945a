import { PressedSteps } from './pressedSteps';

describe('PressedSteps', () => {
  it('counts from the drawn step when no press waits', () => {
    expect(new PressedSteps().from(2)).toBe(2);
  });

  it('counts from the last step asked for while the steps before it are drawn one by one', () => {
    const presses = new PressedSteps();
    presses.ask(0); // Back from step 1
    presses.ask(1); // Next, before step 0 was drawn
    presses.drawn(0);
    expect(presses.from(0)).toBe(1);
    presses.ask(2);
    presses.drawn(1);
    expect(presses.from(1)).toBe(2);
    presses.drawn(2);
    expect(presses.pending).toBe(false);
  });

  it('settles every press up to a step drawn at once', () => {
    const presses = new PressedSteps();
    presses.ask(1);
    presses.ask(2);
    presses.drawn(2);
    expect(presses.pending).toBe(false);
  });

  it('settles every press when the last step asked for is drawn, though an earlier press asked for it too', () => {
    const presses = new PressedSteps();
    presses.ask(1); // Next from step 0
    presses.ask(0); // Back
    presses.ask(1); // Next
    presses.drawn(1);
    expect(presses.pending).toBe(false);
  });

  it('forgets the presses when a step no press asked for is drawn', () => {
    const presses = new PressedSteps();
    presses.ask(3);
    presses.drawn(1);
    expect(presses.from(1)).toBe(1);
  });
});
