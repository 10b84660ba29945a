// The steps a visitor's presses asked for that the page has not drawn yet. A step change
// renders as a transition, so a press can come before the step the press before it asked
// for is drawn, and the drawn steps can arrive one by one behind the presses: a press
// counts from the last step asked for, and a drawn step only settles what was asked up
// to it.

export class PressedSteps {
  private asked: number[] = [];

  /** The step a press counts from, given the one drawn now. */
  from(drawn: number): number {
    return this.asked.at(-1) ?? drawn;
  }

  ask(step: number) {
    this.asked.push(step);
  }

  /** Any press still waiting to be drawn. */
  get pending(): boolean {
    return this.asked.length > 0;
  }

  /**
   * A step was drawn: the presses up to it are done. The last step asked for, or a step
   * no press asked for (the browser's own back button), leaves nothing to wait for.
   */
  drawn(step: number) {
    const at = step === this.asked.at(-1) ? -1 : this.asked.indexOf(step);
    this.asked = at === -1 ? [] : this.asked.slice(at + 1);
  }
}
