// The Lutron Caséta Smart Bridge guide: three steps, then the return step.
import { company } from 'contract/company/company';
import { returnStep, type Guide } from './guide';

/** Lutron devices produced after this month need the newer Lutron app. */
export const NEWER_APP_AFTER = 'April 2015';

export const casetaGuide: Guide = {
  title: 'Caséta smart lighting: set up your Smart Bridge',
  metaTitle: 'Lutron Caséta Smart Bridge setup',
  summary:
    'Connect the Lutron Caséta Smart Bridge so you can control your Caséta dimmers and switches from your phone, with schedules and scenes. About 20 minutes.',
  steps: [
    {
      id: 0,
      title: 'Connect the Smart Bridge',
      device: 'smartBridge',
      captions: [
        'The Smart Bridge is the small white box that lets your phone talk to your Caséta dimmers and switches.',
        'It reaches your lights by radio, so place it in a central spot within about 30 feet of them, out of metal cabinets and near a network jack.',
        'Connect its network cable to that jack (or to a free port on your router), then plug the bridge into power and give it a minute or two to start.',
      ],
    },
    {
      id: 1,
      title: 'Install the right Lutron app',
      device: 'smartBridge',
      captions: [
        'Turn the Smart Bridge over: the label underneath shows when it was produced.',
        `Devices produced after ${NEWER_APP_AFTER} need the newer Lutron app. Install the Lutron App, by Lutron Electronics, from the App Store or Google Play.`,
        `If your bridge was produced before then, call us at ${company.phone.display} and we will help you set it up.`,
        'Connect your phone to your home Wi-Fi, not mobile data: the app finds the bridge on your home network.',
      ],
    },
    {
      id: 2,
      title: 'Add the bridge and your lights',
      device: 'casetaDimmer',
      captions: [
        'Open the app, create a Lutron account and choose to add a Smart Bridge. When the app asks, press the small button on the back of the bridge.',
        "Add each dimmer and switch: choose to add a device, then press and hold the device's Off button until its light flashes, as the app shows you.",
        'Name each light by its room, such as Kitchen Pendants or Front Porch, so schedules, scenes and voice assistants are easy to set up.',
      ],
    },
    returnStep(3),
  ],
};
