// URC remote-control systems: sections 0 to 10, from the truck to the handover.
import { bullets, image, links, note, subsection, warning, type TopicContent } from './blocks';
import { URC_IR_EMITTER, URC_RACK_LAYOUT } from './figures';

export const urcRemotes: TopicContent = {
  key: 'urcremotes',
  summary: 'Installing, programming and handing over URC Total Control systems: controllers, handheld remotes, IR and IP control.',
  firstSection: 0,
  sections: [
    {
      title: 'Before you leave the shop',
      summary: 'What to pull, load and check before a URC job.',
      blocks: [
        bullets('Pull from stock', [
          'The controller on the work order, with its power supply and rack ears.',
          'Every handheld remote and keypad on the order, charged overnight on its base.',
          'Two spare IR emitters per source and a dual-band IR flasher.',
          'Short patch cables (1 ft and 3 ft) for the rack, labelled at both ends.',
        ]),
        bullets('Load on the laptop', [
          'The latest Accelerator programming software and the project file from the job folder.',
          'The customer network sheet: subnet, gateway and the reserved addresses for the controller and remotes.',
          'Driver files for any IP device on the order (TV, receiver, lighting or thermostat).',
        ]),
        note('Open the project file at the shop and download it to the bench controller once. A file that will not compile is far easier to fix here than in a customer living room.', 'Compile first'),
      ],
    },
    {
      title: 'Controller placement and power',
      summary: 'Where the controller goes in the rack and how it is powered.',
      blocks: [
        image(URC_RACK_LAYOUT),
        subsection('Rack position', [
          'Mount the controller near the network switch, leaving one rack unit of space above and below it. It runs warm, and it controls every other device in the rack, so it must never be the part that overheats.',
          'Dress the IR emitter cables down one side of the rack and the network cables down the other, so a swap later does not mean untangling both.',
        ]),
        warning('Plug the controller into a switched, surge-protected outlet of the power conditioner, never the always-on outlet of a UPS with a short runtime: a controller that restarts during a brown-out loses its IR routing until it finishes booting.'),
      ],
    },
    {
      title: 'Network and IP addresses',
      summary: 'Addressing the controller and remotes so the system survives a router swap.',
      blocks: [
        subsection('Reserve, do not guess', [
          'Give the controller and every Wi-Fi remote a DHCP reservation on the customer router, and write the addresses on the network sheet. A static address typed into the device itself is lost the day the internet provider replaces the router.',
          'Keep the controller on a wired port. Wi-Fi remotes join the customer network on the 2.4 GHz band, so check the signal where they will actually be used, not only near the access point.',
        ]),
        bullets('Before you move on', [
          'The controller answers a ping from your laptop on the customer network.',
          'The controller shows in Accelerator under its reserved address.',
          'Every IP-controlled device answers on its own reserved address.',
        ]),
      ],
    },
    {
      title: 'Pairing handheld remotes and keypads',
      summary: 'Adding remotes to the controller and checking their range.',
      blocks: [
        subsection('Pairing', [
          'Put the remote in setup mode from its settings screen, add it to the project in Accelerator, and let the download finish before you touch a button. A remote interrupted mid-download must be reset and paired again.',
          'Name each remote after its room (Family Room, Primary Bedroom), not its model: the customer calls us with the room name.',
        ]),
        bullets('Range walk', [
          'Test every remote from the far corners of its room and from the couch.',
          'Check the remote in the next room too, if the customer will carry it there.',
          'Note any dead spot on the job sheet before adding an access point or an RF base.',
        ]),
      ],
    },
    {
      title: 'IR emitters and blasters',
      summary: 'Getting infrared commands to sources in the rack and behind the TV.',
      blocks: [
        image(URC_IR_EMITTER),
        subsection('Placing an emitter', [
          'Find the IR receiver window with a flashlight: it is the dark red patch behind the front panel. Clean the spot with an alcohol wipe and stick the emitter squarely over it.',
          'Test the emitter with the source on and with it off before you dress the cable. A source that powers on but ignores other commands usually has the emitter at the edge of its window.',
        ]),
        warning('Two sources of the same model in one rack (two cable boxes) will both obey the same IR command. Give them separate IR ports and use shrouded emitters, or control one of them over IP.', 'Identical sources'),
      ],
    },
    {
      title: 'Programming in Accelerator',
      summary: 'Building the project: rooms, devices, activities.',
      blocks: [
        subsection('Start from the template', [
          'Open the shop template for the customer type (single room, whole home or commercial) rather than a blank project. It already holds our button layout, naming and power rules.',
          'Add rooms first, then devices in each room, then activities (Watch TV, Listen to Music). Activities are what the customer presses; devices are how they work.',
        ]),
        bullets('Naming rules', [
          'Activities start with a verb: Watch TV, Watch Apple TV, Listen to Music.',
          'Favourite channels use the network logo and the channel number the customer actually receives.',
          'No abbreviations on a screen the customer sees.',
        ]),
      ],
    },
    {
      title: 'Macros and power sequencing',
      summary: 'Turning systems on and off in the right order, every time.',
      blocks: [
        subsection('Discrete power only', [
          'Use discrete Power On and Power Off codes or IP commands, never a power toggle: a toggle sent to a TV that is already on turns it off. If a device has no discrete code, learn one from its service remote or control it over IP.',
          'Add delays where a device needs them. Most TVs ignore input changes for several seconds after power on; a delay in the macro is cheaper than a service call.',
        ]),
        note('Test every activity from everything off, then switch from one activity to another, then turn everything off. Those three paths are where most macro faults show.'),
      ],
    },
    {
      title: 'The mobile app',
      summary: 'Setting up the Total Control app on the customer phone and tablet.',
      blocks: [
        subsection('Installing the app', [
          'Install the Total Control mobile app on each phone or tablet the customer wants, while on the home network, and sign it in to the system from the app itself.',
          'Show the customer that the app mirrors the handheld remote: the same activities, in the same order, with the same names.',
        ]),
        bullets('Check before you leave', [
          'The app finds the system on Wi-Fi without typing an address.',
          'Remote access works with the phone on cellular data, if it is part of the order.',
        ]),
      ],
    },
    {
      title: 'Lighting and climate',
      summary: 'Adding lighting scenes and thermostats to the remote.',
      blocks: [
        subsection('Lighting', [
          'Add lighting as scenes (Movie, Dinner, All Off) rather than one button per load. Keep the names identical to the ones on the wall keypads so the customer hears one vocabulary.',
          'Tie the Movie scene to the Watch TV activity only if the customer asks for it: lights that dim on their own surprise people.',
        ]),
        subsection('Climate', [
          'Thermostats show their current temperature, set point and mode. Test a set-point change from the remote and confirm it on the thermostat itself.',
        ]),
      ],
    },
    {
      title: 'Troubleshooting',
      summary: 'The usual faults and where to look first.',
      blocks: [
        bullets('A remote does nothing', [
          'Check its battery and that it shows as connected on its status screen.',
          'Confirm the controller is powered and reachable on its reserved address.',
          'If the router was replaced, check the DHCP reservations first.',
        ]),
        bullets('One device ignores commands', [
          'IR: look at the emitter with a phone camera while sending a command; the emitter flickers when it sends.',
          'IP: ping the device and confirm its address has not changed.',
          'A device that only ignores some commands usually needs a different code set: try the next one in the database before learning codes.',
        ]),
        warning('Before changing anything on site, save a copy of the project exactly as you found it, with the date in its name. We must be able to put a system back the way it was.'),
      ],
    },
    {
      title: 'Handover and backup',
      summary: 'Finishing the job: training, labels and the project file.',
      blocks: [
        subsection('Training the customer', [
          'Walk every person who will use the system through turning it on, switching activities, volume and turning it off. Let them press the buttons.',
          'Leave the printed quick guide for each room and show where the remotes charge.',
        ]),
        subsection('Backing up', [
          'Upload the final project file to the job folder with the date in its name, and note the controller firmware version on the job sheet.',
        ]),
        links('Manufacturer resources', [
          { name: 'URC dealer and product information', url: 'https://www.urcontrol.com/', key: 'urc-home' },
          { name: 'URC support', url: 'https://www.urcontrol.com/support/', key: 'urc-support' },
        ]),
      ],
    },
  ],
};
