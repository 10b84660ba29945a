// Where customers review the company. Each quoted review names the site it was left on
// and links to all the company's reviews there; each opens in a new tab.
export interface ReviewSite {
  name: 'Google' | 'Facebook' | 'Houzz';
  url: string;
}

export const REVIEW_SITES: Record<ReviewSite['name'], ReviewSite> = {
  Google: {
    name: 'Google',
    url: 'https://www.google.com/maps/search/?api=1&query=Rock+River+Audio+Video+Janesville+WI',
  },
  Facebook: { name: 'Facebook', url: 'https://www.facebook.com/rockriverav/reviews' },
  Houzz: { name: 'Houzz', url: 'https://www.houzz.com/professionals/home-automation-and-home-media/rock-river-audio-video' },
};
