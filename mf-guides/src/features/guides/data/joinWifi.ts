// The last step both home-networking options end with: join the Wi-Fi we set up.
import { company } from 'contract/company/company';
import type { GuideStep } from './guide';

export const joinWifiCaptions: GuideStep['captions'] = [
  'On your phone, open the Wi-Fi settings and join your home network with the name and password you chose on your Network Personalization form.',
  `If you did not send us the form, we chose the name and password when we set up your router: they are in your welcome packet and on the card we left with your network equipment, not on the label on the router. If you cannot find them, call us at ${company.phone.display}.`,
  'Open a website or stream a short video to check the connection. Your Wi-Fi reaches the whole house through the access points we installed, so try it upstairs and downstairs.',
  `If a device will not connect, call us at ${company.phone.display}: we set up this network and can check it with you.`,
];
