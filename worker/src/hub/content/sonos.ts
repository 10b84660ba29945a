// Sonos speaker systems: sections 1 to 10.
import { bullets, image, links, note, subsection, warning, type TopicContent } from './blocks';
import { SONOS_BRIDGE_CHAIN } from './figures';

export const sonos: TopicContent = {
  key: 'sonos',
  summary: 'Setting up, networking, tuning and troubleshooting Sonos speaker systems in homes and small businesses.',
  firstSection: 1,
  sections: [
    {
      title: 'Accounts and the temporary account',
      summary: 'Whose Sonos account the system lives in, and when we use a temporary one.',
      blocks: [
        subsection('The customer account', [
          'A Sonos system belongs to one Sonos account. Set it up in the customer’s own account whenever the customer can sign in during the visit, so nothing has to move later.',
          'When the customer is not there, set the system up in a temporary account made for the job, and note its email address on the job sheet.',
        ]),
        warning('A temporary Sonos account expires in 21 days. Transfer the system to the customer’s account before then, or the customer loses control of it and we go back out to reset every speaker.', 'Temporary accounts expire'),
      ],
    },
    {
      title: 'Which app: older and newer devices',
      summary: 'Matching the app to the age of the speakers.',
      blocks: [
        subsection('Device age decides', [
          'Devices produced after April 2015 need the newer Sonos app. Older devices stay on the older app, and one system cannot mix the two.',
          'When a customer adds a new speaker to an old system, check every existing device first. If any of them is too old for the newer app, talk through the options with the customer before installing anything: replace the old device, or run two separate systems.',
        ]),
        note('If you cannot tell when a device was produced, note its model and serial number from the label under it and check with the office before promising the customer anything.'),
      ],
    },
    {
      title: 'Wired or wireless',
      summary: 'Choosing between Wi-Fi and SonosNet for the system.',
      blocks: [
        subsection('Wi-Fi', [
          'On a healthy customer network most systems run on Wi-Fi with no wired player. Check the signal at every speaker location with your phone before you decide.',
        ]),
        subsection('SonosNet', [
          'When one player is wired to the network, the others can talk over SonosNet, the wireless mesh the players build among themselves. It keeps music traffic off a busy home Wi-Fi, and it is the usual choice for whole-home audio with an amplifier in the rack.',
        ]),
        bullets('Wire a player when', [
          'The customer’s Wi-Fi is weak or crowded where the speakers go.',
          'The system has an amplifier in the rack (wire the amplifier).',
          'Surround or subwoofer dropouts are reported on a home theater.',
        ]),
      ],
    },
    {
      title: 'SonosNet and the spanning-tree limit',
      summary: 'How far a wireless chain can reach from one wired amplifier.',
      blocks: [
        image(SONOS_BRIDGE_CHAIN),
        subsection('Four bridges from one amplifier', [
          'SonosNet builds a spanning tree from the wired player outwards. The spanning-tree limit is 4 bridges from one amplifier: a player five hops away will drop out, however good its signal looks.',
          'In a large home, wire a second player at the far end instead of adding another wireless hop.',
        ]),
        warning('SonosNet already links the players over the air, so every wired player adds a second path between them. With SonosNet on and several players wired to different switches that do not handle spanning tree (STP or RSTP) well, those paths form a loop that can take down the customer network. Wire only the players that need it; when several are wired, plug them into the same switch or into switches with STP or RSTP turned on.', 'Network loops'),
      ],
    },
    {
      title: 'Amplifiers and in-ceiling speakers',
      summary: 'Powering passive speakers from a Sonos amplifier.',
      blocks: [
        subsection('Impedance', [
          'Check the speaker impedance before connecting a second pair to one amplifier. Two pairs of 8 ohm speakers in parallel is the usual limit; lower loads make the amplifier shut down on loud passages.',
          'Label each pair of speaker wires at the rack with the room and left or right before terminating.',
        ]),
        bullets('At the rack', [
          'Wire the amplifier to the network switch.',
          'Leave space above the amplifier; it relies on air moving past it.',
          'Name the amplifier after the room the speakers are in, not after the rack.',
        ]),
      ],
    },
    {
      title: 'Home theater',
      summary: 'Soundbar, subwoofer and surrounds on the TV.',
      blocks: [
        subsection('Connecting to the TV', [
          'Connect the soundbar to the TV port marked eARC or ARC with a certified HDMI cable, and turn on HDMI-CEC in the TV settings. Without CEC the TV remote will not change the volume.',
          'Add the subwoofer and surrounds from the app after the soundbar works on its own.',
        ]),
        note('After the surrounds are added, play a film scene with dialogue and effects and ask the customer how it sounds at their normal listening level.'),
      ],
    },
    {
      title: 'Trueplay tuning',
      summary: 'Tuning each room to its furniture and walls.',
      blocks: [
        subsection('Running Trueplay', [
          'Run Trueplay in each room once the furniture is in place, using an iPhone or iPad with the Sonos app. Walk slowly around the room, raising and lowering the phone, and keep the room quiet.',
          'Run it again whenever speakers are moved or the room changes a lot (new rugs, curtains or furniture).',
        ]),
      ],
    },
    {
      title: 'Rooms, names and groups',
      summary: 'Naming rooms the way the family talks about them.',
      blocks: [
        bullets('Naming', [
          'Use the names the family uses: Kitchen, Deck, Primary Bedroom.',
          'Match the names in the control system (URC or Control4) exactly.',
          'Group rooms the customer plays together often (Kitchen and Dining) and show them how to ungroup.',
        ]),
      ],
    },
    {
      title: 'Integrating with the control system',
      summary: 'Controlling Sonos from URC or Control4.',
      blocks: [
        subsection('Drivers and addresses', [
          'Reserve an address for every Sonos player on the customer router before adding its driver to the control system: a player that moves to a new address disappears from the remote.',
          'Add favourites in the Sonos app first; the control system reads them from the system.',
        ]),
        note('Test play, pause, volume and favourites from the control system remote, then from the Sonos app, and confirm both show the same thing.'),
      ],
    },
    {
      title: 'Troubleshooting and resets',
      summary: 'Dropouts, missing players and factory resets.',
      blocks: [
        bullets('Dropouts', [
          'Check how many hops the player is from the wired player (four at most).',
          'Look for several wired players on different switches while SonosNet is on: unless those switches handle spanning tree (STP or RSTP) well, that is a loop.',
          'Move the customer’s Wi-Fi off the channel SonosNet uses, or the reverse.',
        ]),
        warning('A factory reset removes the player from the system and the account. Use it only after removing and re-adding the player from the app has failed, and only with the customer’s account at hand.'),
        links('Manufacturer resources', [
          { name: 'Sonos support', url: 'https://support.sonos.com/', key: 'sonos-support' },
          { name: 'Sonos products', url: 'https://www.sonos.com/', key: 'sonos-home' },
        ]),
      ],
    },
  ],
};
