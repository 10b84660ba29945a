// A slide's own address on its page (#photo-1, #photo-2, …), shared by the home page's
// carousel and a gallery's viewer (#42): their Previous, Next and thumbnails link to it.

export const slideId = (index: number) => `photo-${index + 1}`;

/** The slide an address names (#photo-3 is 2), or undefined when it names none of `count`. */
export function slideFromHash(hash: string, count: number): number | undefined {
  const match = /^#photo-(\d{1,3})$/.exec(hash);
  const index = match ? Number(match[1]) - 1 : -1;
  return index >= 0 && index < count ? index : undefined;
}
