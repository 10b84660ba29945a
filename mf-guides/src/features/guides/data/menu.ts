// The TOB Homes welcome menu: one card per guide.
import { PATHS } from '../../../paths';

/** The link back to the welcome menu, above each guide that is not a networking option. */
export const ALL_GUIDES_LINK = { to: PATHS.welcome, label: 'Back to all TOB Homes guides' };

export const welcomeMenu = {
  title: 'Welcome home, TOB Homes owners',
  metaTitle: 'Guides for TOB Homes owners',
  summary:
    'Rock River Audio Video installed the technology in your new TOB Homes house. These guides get it working one step at a time, right from your phone.',
  cards: [
    {
      to: PATHS.homeNetworking,
      title: 'Home networking',
      text: 'Connect your home to the internet and get your Wi-Fi running: set up the modem yourself, or have your internet provider do it.',
      action: 'Open the home networking guide',
    },
    {
      to: PATHS.caseta,
      title: 'Caséta smart lighting',
      text: 'Set up your Lutron Caséta Smart Bridge to control your lights from your phone, with schedules and scenes.',
      action: 'Open the Caséta guide',
    },
    {
      to: PATHS.ringDoorbell,
      title: 'Ring video doorbell',
      text: 'Connect your Ring Video Doorbell to the Ring app and your Wi-Fi to see and talk to visitors from anywhere.',
      action: 'Open the Ring doorbell guide',
    },
  ],
} as const;
