// Shop policies: how we work, on every job.
import { bullets, links, note, subsection, warning, type TopicContent } from './blocks';

export const shop: TopicContent = {
  key: 'shop',
  summary: 'How we work on every job: in customers’ homes, in the vans, with time and material, and safely.',
  firstSection: 1,
  sections: [
    {
      title: 'In the customer’s home',
      summary: 'Arriving, working and leaving the way customers expect of us.',
      blocks: [
        bullets('Every visit', [
          'Call or text the customer when you leave for the job, with an arrival time.',
          'Shoe covers on at the door, drop cloths under every ladder and every hole you cut.',
          'Ask before moving furniture, artwork or anything fragile, and put it back where it was.',
          'Vacuum up your dust and take every box and offcut with you.',
        ]),
        note('Take photos of the rack and of finished wall plates for the job folder, but never of the customer’s family, mail or personal papers, and never post job photos anywhere without written permission from the office.'),
      ],
    },
    {
      title: 'Vans and tools',
      summary: 'Looking after the vans and the shop tools.',
      blocks: [
        bullets('The van', [
          'Walk around the van before the first job of the day and report any damage or warning light to the office at once.',
          'Keep ladders strapped and the cargo area locked whenever you step away.',
          'Restock from the shop at the end of the day, not the morning of a job.',
        ]),
        subsection('Shop tools', [
          'Meters, the cable certifier and the fusion tools are signed out on the board and signed back in the same day. Report a damaged tool when it happens; a tool found broken on the next job costs a customer a visit.',
        ]),
      ],
    },
    {
      title: 'Time and material',
      summary: 'Recording hours and material so invoices are right the first time.',
      blocks: [
        subsection('Time', [
          'Record time on the job sheet as you go: arrival, departure, and any trip to the supplier. Time recorded from memory at the end of the week is always wrong.',
        ]),
        subsection('Material', [
          'Scan or write down every part taken from the van on the job sheet before leaving the site. Unused material goes back to the shop shelf, not to the van floor, and is marked returned on the job sheet.',
        ]),
      ],
    },
    {
      title: 'Safety',
      summary: 'Ladders, attics and live power.',
      blocks: [
        warning('Never work on a live circuit. If a job needs a new outlet or a circuit moved, a licensed electrician does it; we do low-voltage work only.', 'Low voltage only'),
        bullets('Ladders and attics', [
          'Set up ladders on firm, level ground and keep three points of contact.',
          'In attics, step only on joists or boards, and take water in the summer.',
          'Tell the office before going into an attic or a crawl space alone.',
        ]),
        links('Safety references', [{ name: 'OSHA ladder safety', url: 'https://www.osha.gov/ladders', key: 'osha-ladders' }]),
      ],
    },
  ],
};
