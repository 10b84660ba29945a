export interface Testimonial {
  quote: string;
  name: string;
  town: string;
  project: string;
}

// 'Wi-\u2060Fi': a word joiner after the hyphen keeps the word on one line.
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'We asked three companies for a theater design. Rock River was the only one that asked how we actually watch movies: with two kids and a dog. The room they built has sound that makes the neighbors jealous and seats nobody spills on.',
    name: 'Megan',
    town: 'Janesville',
    project: 'Basement home theater',
  },
  {
    quote:
      'Our builder ran the wiring, and Rock River made it all work. Wi-\u2060Fi in the shop, music on the deck, cameras on the driveway. When a switch failed two years later, they had already noticed and came out with a new one.',
    name: 'Tom',
    town: 'Beloit',
    project: 'New construction network and audio',
  },
  {
    quote:
      'Eleven TVs, three audio zones and one tablet behind the bar. They did the whole install overnight, between close and open, and trained every bartender on the first Friday.',
    name: 'Rick',
    town: 'Madison',
    project: 'Sports bar video and audio',
  },
  {
    quote:
      'Our older members could not understand the sermon from the back pews. After the new speakers and the acoustic panels went in, the first comment we got was that the pastor sounded like he was standing next to them.',
    name: 'Pastor Linda',
    town: 'Edgerton',
    project: 'Sanctuary sound and acoustic treatment',
  },
  {
    quote:
      'Meetings used to start with ten minutes of cables and apologies. Now somebody presses one button and the call starts. The team set up six rooms exactly alike, so nobody has to learn a new one.',
    name: 'Steve',
    town: 'Rockford',
    project: 'Six conference rooms',
  },
  {
    quote:
      'Good Night turns off every light in the house and locks the doors. It is the only button my husband presses, and it has changed our evenings more than I expected.',
    name: 'Carol',
    town: 'Lake Geneva',
    project: 'Lighting and automation',
  },
  {
    quote:
      'Our residents stopped calling about the internet. Every unit has its own private network, the common rooms are covered, and the monitoring means problems get fixed before the complaints come in.',
    name: 'Dana',
    town: 'Whitewater',
    project: 'Managed Wi-\u2060Fi for a 48-unit building',
  },
  {
    quote:
      'Nobody believed me that the office would be quieter with more sound in it. The masking is barely audible, and people finally stopped booking the conference room just to make a phone call.',
    name: 'Jorge',
    town: 'Janesville',
    project: 'Sound masking for an open office',
  },
];
