// A step-by-step guide is data: its steps in order, each with an id, a title and the
// captions a homebuyer reads, then one placeholder step that only triggers the
// Return to the Home Page link (the spec's "final return step").
import type { devicesPictures } from '../../../assets/generated/devices';

/** The devices drawn for the guides (tooling/photos/catalogue.mjs, src/assets/generated/devices.ts). */
export type GuideDevice = keyof typeof devicesPictures;

export interface GuideStep {
  readonly id: number;
  readonly title: string;
  readonly captions: readonly string[];
  /** The device the step talks about, drawn beside its captions so the owner knows which box to look for (#33). */
  readonly device?: GuideDevice;
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
