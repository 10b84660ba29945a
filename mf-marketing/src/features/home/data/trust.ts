// The proof beside the home page's calls to action: the dealer and certification marks,
// and the towns served. Stand-ins written for this build (listed in docs/operations.md,
// "Content to replace before launch"): the company puts in the marks it actually holds
// and its towns. The review rating is not here: the page states it once, in its closing
// band (#43).

/** A maker's or trade body's mark: whose it is, and the company's standing with it. */
export interface Mark {
  name: string;
  standing: string;
}

export interface Trust {
  /** Drawn as words until the company's logo files are in. */
  marks: readonly Mark[];
  towns: readonly string[];
}

export const TRUST: Trust = {
  marks: [
    { name: 'Control4', standing: 'Platinum Dealer' },
    { name: 'Lutron', standing: 'Certified' },
    { name: 'CEDIA', standing: 'Member' },
    { name: 'Sonos', standing: 'Certified' },
  ],
  towns: ['Janesville', 'Beloit', 'Madison', 'Milton', 'Edgerton', 'Lake Geneva'],
};
