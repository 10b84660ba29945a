// The Ring Video Doorbell guide: three steps, then the return step. Step 2 also shows
// the marketing block with Ring's video (see components/RingMarketing).
import { company } from 'contract/company/company';
import { returnStep, type Guide } from './guide';

/** The step that carries the marketing block. */
export const RING_MARKETING_STEP = 2;

export const ringDoorbellGuide: Guide = {
  title: 'Ring Video Doorbell: set it up on your phone',
  metaTitle: 'Ring Video Doorbell setup',
  summary:
    'Your Ring Video Doorbell is already mounted and wired. Connect it to the Ring app and your Wi-Fi to see, hear and talk to whoever is at your door. About 15 minutes.',
  steps: [
    {
      id: 0,
      title: 'Install the Ring app and sign in',
      // The doorbell the app is for, as the Caséta guide opens on its bridge (#33).
      device: 'videoDoorbell',
      captions: [
        'Install the Ring app from the App Store or Google Play.',
        'Create a Ring account with an email address you check often: alerts and receipts go there. If you already have a Ring account, sign in.',
        'Everyone in your household can use the doorbell: add them later as Shared Users in the app, instead of sharing your password.',
      ],
    },
    {
      id: 1,
      title: 'Add your doorbell',
      device: 'videoDoorbell',
      captions: [
        "The doorbell is already wired to your house's doorbell wiring, so it has power.",
        "In the app, tap Set Up a Device and choose Doorbells. Scan the setup QR code from the doorbell's box or its user guide; the same code is also on the back of the doorbell.",
        'No box or guide at hand? You do not need to take the doorbell down: skip the scan and choose your doorbell from the list of devices in the app instead. The app then shows how to put your model into setup mode.',
        `If the app says the doorbell is registered to someone else, call us at ${company.phone.display} and we will have it released to you.`,
      ],
    },
    {
      id: 2,
      title: 'Connect it to Wi-Fi and try it',
      captions: [
        'When the app asks, choose your main home Wi-Fi network and enter its password. Many Ring doorbells join only the 2.4 GHz Wi-Fi band: if your home network shows two names, such as one ending in 2.4G and one in 5G, choose the 2.4 GHz one.',
        'The doorbell may update itself for a few minutes: leave it be until the app says it is done.',
        'Press the doorbell button: your phone should ring. Open Live View to see and talk to whoever is at the door.',
        'Set Motion Zones so the doorbell watches your walkway and not the street: you will get fewer needless alerts.',
      ],
    },
    returnStep(3),
  ],
};
