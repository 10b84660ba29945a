import { leadFormFor } from '../../../common/leadFormAddress';
import { residentialGallery, type Service } from './types';

/** Residential services, in the order of the spec. */
export const RESIDENTIAL_SERVICES: readonly Service[] = [
  {
    id: 'home-theater',
    title: 'Home Theater',
    paragraphs: [
      'From a dedicated theater with tiered seating and a star ceiling to a family room that sounds like one, we design the room around the screen, the seats and the way you watch.',
      'We plan seating distances and sight lines, treat the room so dialogue stays clear, calibrate the picture and the speakers, and leave you with one remote that turns everything on.',
    ],
    highlights: ['4K and 8K projection or large-screen TVs', 'Immersive surround sound, calibrated to your room', 'Acoustic panels, lighting scenes and theater seating'],
    actions: [
      { label: 'Plan your theater', to: leadFormFor('home-theater') },
      { label: 'See home theaters we built', to: residentialGallery(991) },
    ],
  },
  {
    id: 'distributed-audio',
    title: 'Whole-Home Distributed Audio',
    short: 'Distributed Audio',
    paragraphs: [
      'Music in the kitchen, a podcast in the shop and the game on the patio, all from one system. In-ceiling and in-wall speakers disappear into the room; outdoor speakers stand up to Wisconsin winters.',
      'Each room plays its own source or joins the rest of the house, controlled from a keypad, a remote or the app on your phone.',
    ],
    highlights: ['Architectural speakers that blend into ceilings and walls', 'Weatherproof patio, deck and landscape speakers', 'Streaming services, turntables and TV sound in any room'],
    actions: [
      { label: 'Talk to a designer', to: leadFormFor('whole-home-audio') },
      { label: 'See whole-home systems', to: residentialGallery(990) },
    ],
  },
  {
    id: 'automation-control',
    title: 'Automation Control',
    short: 'Automation',
    paragraphs: [
      'One touch panel, app or voice command for lights, shades, climate, locks, cameras and entertainment. Good Morning opens the shades and starts the coffee playlist; Away locks the doors and sets back the thermostat.',
      'We program the scenes with you, so the system does what your household actually does, and we keep it up to date remotely.',
    ],
    highlights: ['Touch panels, keypads, remotes and phone apps', 'Motorized shades, thermostats, locks and cameras', 'Scenes and schedules tuned to your routine'],
    actions: [
      { label: 'Start an automation project', to: leadFormFor('automation') },
      { label: 'See automation projects', to: residentialGallery(989) },
    ],
  },
  {
    id: 'smart-lighting',
    title: 'Smart Lighting',
    paragraphs: [
      'Dimmers and keypads that replace rows of switches, lights that follow the sunset, and one button that turns off the whole house on your way to bed.',
      'We design lighting scenes for each room, light the landscape and the art, and install systems that keep working without the internet.',
    ],
    highlights: ['Engraved keypads and wireless dimmers', 'Scenes, schedules and astronomic timers', 'Landscape, accent and under-cabinet lighting'],
    actions: [
      { label: 'Plan your lighting', to: leadFormFor('lighting') },
      { label: 'See lighting projects', to: residentialGallery(988) },
    ],
  },
  {
    id: 'structured-wiring',
    title: 'Structured Wiring & Home Networking',
    short: 'Home Networking',
    paragraphs: [
      'Every good system starts in the walls. In new construction we run network, video and speaker cable to every room and bring it home to a labeled, ventilated rack.',
      'In finished homes we add business-grade routers, switches and ceiling access points so Wi-Fi reaches every corner, the garage and the yard, and we monitor the network so we often fix problems before you notice them.',
    ],
    highlights: ['Cat6, fiber and coax runs for new construction', 'Wi-Fi that covers the whole property', 'Racks, surge protection and remote monitoring'],
    actions: [
      { label: 'Plan your network', to: leadFormFor('networking') },
      { label: 'See network projects', to: residentialGallery(987) },
    ],
  },
];
