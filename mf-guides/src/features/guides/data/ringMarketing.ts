// The marketing block on step 2 of the ring doorbell guide, with Ring's partner video.
import { company } from 'contract/company/company';

export const ringMarketing = {
  heading: 'Get more from your Ring doorbell',
  paragraphs: [
    'With a Ring subscription plan, your doorbell saves its videos, so you can watch what happened at your door while you were busy or away.',
    'A Ring Chime lets you hear the doorbell anywhere in the house, and Ring cameras can watch your driveway and backyard. We install them and connect them to the same app.',
  ],
  call: { label: `Call us at ${company.phone.display}`, href: company.phone.href },
  video: {
    // Ring's product video for builder partners. A stand-in id in YouTube's shape: put
    // in the real one from Ring's partner team before launch (docs/operations.md,
    // "Content to replace before launch"); it could not be checked from the build machine.
    youtubeId: 'ringPartner',
    title: 'Ring Video Doorbell: see who is at your door',
  },
} as const;
