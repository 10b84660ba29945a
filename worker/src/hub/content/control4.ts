// Control4 automation systems.
import { bullets, links, note, subsection, warning, type TopicContent } from './blocks';

export const control4: TopicContent = {
  key: 'control4',
  summary: 'Control4 controllers, Composer projects, Zigbee lighting and the customer’s account.',
  firstSection: 1,
  sections: [
    {
      title: 'Projects and the customer account',
      summary: 'Where a Control4 project lives and who can change it.',
      blocks: [
        subsection('Registering the system', [
          'Register every new controller to the customer’s own Control4 account with our dealer account attached, never to a technician’s personal login.',
          'Check that remote access is enabled on the account before leaving the job, so support calls can be handled from the shop.',
        ]),
        warning('Back up the project from Composer before every change, and store the backup in the job folder with the date in its name.'),
      ],
    },
    {
      title: 'Composer basics',
      summary: 'Adding rooms, devices and connections in Composer Pro.',
      blocks: [
        bullets('Order of work', [
          'Rooms first, named as the family names them.',
          'Then devices in each room, with their drivers.',
          'Then connections: control (IR, serial or IP), audio and video paths.',
          'Then programming: buttons, scenes and schedules.',
        ]),
        note('A device whose connections are not made in Composer will show in the room but never switch inputs. Check the Connections view before testing.'),
      ],
    },
    {
      title: 'Zigbee lighting',
      summary: 'Building a healthy Zigbee mesh for dimmers and keypads.',
      blocks: [
        subsection('Mesh health', [
          'Identify and add the dimmers and keypads closest to the controller first, then work outwards, so every device has a neighbour to route through.',
          'Keep the Zigbee channel clear of the customer’s busiest Wi-Fi channel: check the Wi-Fi survey before you choose it.',
        ]),
        bullets('Engraving and scenes', [
          'Confirm keypad engraving text with the customer before ordering: it cannot be changed afterwards.',
          'Build scenes in Composer and test each one from the keypad, the remote and the app.',
        ]),
      ],
    },
    {
      title: 'Updates and handover',
      summary: 'Updating the system safely and finishing the job.',
      blocks: [
        subsection('Updating', [
          'Update the controller only after a fresh backup and never in the last hour of a visit: an update that fails halfway needs time to recover.',
          'After an update, test one device of every kind (TV, audio, lighting, climate) before you leave.',
        ]),
        links('Manufacturer resources', [
          { name: 'Control4 for homeowners', url: 'https://www.control4.com/', key: 'control4-home' },
          { name: 'Snap One dealer portal', url: 'https://www.snapone.com/', key: 'snapone-dealer' },
        ]),
      ],
    },
  ],
};
