// A step-by-step guide is data: its steps in order, each with an id, a title and the
// captions a homebuyer reads, then one placeholder step that only triggers the
// Return to the Home Page link (the spec's "final return step").

export interface GuideStep {
  readonly id: number;
  readonly title: string;
  readonly captions: readonly string[];
}

export interface Guide {
  /** The page's h1. */
  readonly title: string;
  /** One or two sentences under the title; also the page's meta description. */
  readonly summary: string;
  /** The document title (the company name is appended). */
  readonly metaTitle: string;
  /** The real steps (id = position), then the placeholder. */
  readonly steps: readonly GuideStep[];
}

/** The step after the last real one: no title, no captions, only the way home. */
export const returnStep = (id: number): GuideStep => ({ id, title: '', captions: [] });

/** The index of a guide's placeholder step. */
export const placeholderIndex = (guide: Guide) => guide.steps.length - 1;
