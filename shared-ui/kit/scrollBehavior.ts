/** How the page should move when the site scrolls it: at once for visitors who ask their system for less motion. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
