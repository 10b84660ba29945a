// Q-SYS audio, video and control for commercial rooms.
import { bullets, image, links, note, subsection, warning, type TopicContent } from './blocks';
import { QSYS_SIGNAL_FLOW } from './figures';

export const qsys: TopicContent = {
  key: 'qsys',
  summary: 'Q-SYS cores, Designer files and conference-room audio for our commercial customers.',
  firstSection: 1,
  sections: [
    {
      title: 'Designer files',
      summary: 'Keeping the design file safe and current.',
      blocks: [
        subsection('One file, one truth', [
          'The design running on the Core is the one that matters. Before changing anything, pull the running design from the Core with Q-SYS Designer and save it to the job folder with the date in its name.',
          'Match the Designer version to the Core firmware: opening a design in a newer Designer and saving it converts it.',
        ]),
        warning('Pushing a design to a Core restarts its audio. In an occupied building, schedule the push with the customer.'),
      ],
    },
    {
      title: 'Conference-room signal flow',
      summary: 'From microphone to speaker, and the echo canceller in between.',
      blocks: [
        image(QSYS_SIGNAL_FLOW),
        subsection('Echo cancellation', [
          'Feed each echo canceller the signal that goes to the room speakers as its reference. A wrong reference is the usual cause of far-end callers hearing themselves.',
          'Set microphone gain so that normal speech peaks well below clipping before touching the canceller settings.',
        ]),
      ],
    },
    {
      title: 'Network and the control network',
      summary: 'What the Q-SYS network needs from the customer’s IT team.',
      blocks: [
        bullets('Ask IT for', [
          'Static addresses for the Core and every peripheral, written on the network sheet.',
          'Quality of service for audio traffic on switches that carry it.',
          'A way in for remote support that their security policy allows.',
        ]),
        note('Get IT to confirm the switch settings in writing before the install day: most Q-SYS faults on a new site turn out to be the network.'),
        links('Manufacturer resources', [
          { name: 'Q-SYS', url: 'https://www.qsys.com/', key: 'qsys-home' },
          { name: 'Q-SYS training', url: 'https://training.qsys.com/', key: 'qsys-training' },
        ]),
      ],
    },
  ],
};
