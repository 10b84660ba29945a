// The marketing block on step 2 of the ring doorbell guide, with Ring's video (or, while
// its id is a stand-in, a link to Ring's site).
import { company } from 'contract/company/company';

export const ringMarketing = {
  heading: 'Get more from your Ring doorbell',
  paragraphs: [
    'With a Ring subscription plan, your doorbell saves its videos, so you can watch what happened at your door while you were busy or away.',
    'A Ring Chime lets you hear the doorbell anywhere in the house, and Ring cameras can watch your driveway and backyard. We install them and connect them to the same app.',
  ],
  call: { label: `Call us at ${company.phone.display}`, href: company.phone.href },
  video: {
    // Ring's product video for builder partners. Stand-in, not a YouTube id: put in the
    // real one from Ring's partner team (it could not be checked from the build
    // machine). Until then the block links to Ring's site instead of offering a player.
    youtubeId: 'ring-partner',
    title: 'Ring Video Doorbell: see who is at your door',
  },
  partner: { label: "See Ring's doorbells, chimes and cameras on ring.com", href: 'https://ring.com/' },
} as const;
