// The home networking guide: what the buyer's house already has, and the two ways of
// connecting it to the internet. Option 1 is the self-install (5 steps), option 2 the
// internet provider's professional installation (3 steps).
import { joinWifiCaptions } from './joinWifi';
import { returnStep, type Guide } from './guide';
import { PATHS } from '../../../paths';

/** Minutes a self-install modem needs before the internet provider is contacted. */
export const MODEM_STARTUP_MINUTES = 20;

export const homeNetworkingIntro = {
  title: 'Home networking',
  metaTitle: 'Home networking for TOB Homes owners',
  summary:
    'Your TOB Homes house is already wired for a fast whole-home network. The last piece is the internet service itself, and you choose who connects it.',
  house: [
    'Every network jack in your home and the Wi-Fi access points on your ceilings run back to one place: the network panel, usually in the basement or a utility closet.',
    'In that panel we installed and set up your router. Your internet provider brings its cable to the same panel, and that is where its modem goes.',
  ],
  options: [
    {
      to: PATHS.homeNetworkingOption1,
      title: 'Option 1: Set up the modem yourself',
      meaning: `You order a self-install kit from your internet provider and connect the modem at the network panel. There is no appointment to wait for and usually no installation fee. Plan on about an hour, ${MODEM_STARTUP_MINUTES} minutes of it waiting while the modem starts up.`,
      bestFor: 'Best if you are comfortable plugging in a few cables.',
      action: 'Start option 1',
    },
    {
      to: PATHS.homeNetworkingOption2,
      title: 'Option 2: Have your internet provider install it',
      meaning:
        'A technician from your internet provider connects and activates the modem for you. You book an appointment, an adult needs to be home, and the provider may charge an installation fee. Afterwards you only join your Wi-Fi.',
      bestFor: 'Best if you would rather not touch the equipment.',
      action: 'Start option 2',
    },
  ],
} as const;

export const homeNetworkingOption1: Guide = {
  title: 'Home networking, option 1: set up the modem yourself',
  metaTitle: 'Home networking option 1: self-install',
  summary: `Connect your internet provider's self-install modem at your network panel, in five steps. Set aside about an hour, including ${MODEM_STARTUP_MINUTES} minutes of waiting.`,
  steps: [
    {
      id: 0,
      title: 'Order internet service as a self-install',
      captions: [
        'Call the internet provider you have chosen, or order on its website, and ask for a self-install kit.',
        'Tell them your home already has a router and Wi-Fi, so you need only a modem. If they send a gateway (a modem with Wi-Fi built in), ask them to put it in bridge mode when you activate it, so it does not compete with your home Wi-Fi.',
        'Keep your account number handy: you will need it to activate the modem.',
      ],
    },
    {
      id: 1,
      title: 'Find your network panel',
      device: 'networkPanel',
      captions: [
        'The network panel is a box set into a wall, usually in the basement or a utility closet. Open its cover.',
        "Inside you will find the router we installed and the internet provider's incoming cable. We labelled both.",
        'Set the modem on the shelf in the panel or right beside it, close to an electrical outlet.',
      ],
    },
    {
      id: 2,
      title: 'Connect the modem and let it start up',
      device: 'modemRouter',
      captions: [
        "Connect the internet provider's cable to the modem: a round coaxial cable screws on; a fiber or network cable clicks in.",
        'Plug the modem into power, and switch it on if it has a power switch.',
        `Now wait ${MODEM_STARTUP_MINUTES} minutes before you contact your internet provider. In that time the modem finds the provider's signal and may update itself, and its lights blink. Do not unplug it or press its buttons while you wait.`,
      ],
    },
    {
      id: 3,
      title: 'Activate your service',
      device: 'modemRouter',
      captions: [
        `After the ${MODEM_STARTUP_MINUTES} minutes, contact your internet provider by phone, on its website or in its app, and ask them to activate your self-install modem.`,
        "They may ask for the modem's serial number or MAC address: both are printed on the label on the modem.",
        'Once the modem is active, its internet or online light stays steady. If it keeps blinking, unplug the modem for 10 seconds, plug it back in and give it a few minutes.',
      ],
    },
    {
      id: 4,
      title: 'Connect the router and join your Wi-Fi',
      device: 'modemRouter',
      captions: [
        "Plug a network cable into the modem's network (Ethernet) port, and the other end into the port marked Internet or WAN on the router we installed.",
        'Unplug the router for 10 seconds and plug it back in, so it picks up your new connection. Give it 2 minutes to start.',
        ...joinWifiCaptions,
      ],
    },
    returnStep(5),
  ],
};

export const homeNetworkingOption2: Guide = {
  title: 'Home networking, option 2: have your internet provider install it',
  metaTitle: 'Home networking option 2: professional installation',
  summary:
    "Your internet provider's technician connects and activates the modem at your network panel; you book the visit and then join your Wi-Fi. Three steps.",
  steps: [
    {
      id: 0,
      title: 'Book a professional installation',
      captions: [
        'When you order internet service, choose professional installation. Ask whether there is a fee and how long the appointment window is.',
        'Tell them your house has a network panel with a router already installed, so the technician sets up the modem there and not in a living area.',
        'Plan for an adult to be home during the appointment window.',
      ],
    },
    {
      id: 1,
      title: 'Meet the technician at the network panel',
      device: 'networkPanel',
      captions: [
        'Show the technician your network panel, usually in the basement or a utility closet. We labelled the incoming internet cable and the router.',
        'Ask them to connect their modem to the port marked Internet or WAN on the router with a network cable, and to activate your service before they leave.',
        'If they install a gateway (a modem with Wi-Fi built in), ask them to put it in bridge mode or switch its Wi-Fi off, so it does not compete with your home Wi-Fi.',
      ],
    },
    {
      id: 2,
      title: 'Join your Wi-Fi and check it',
      device: 'modemRouter',
      captions: joinWifiCaptions,
    },
    returnStep(3),
  ],
};
