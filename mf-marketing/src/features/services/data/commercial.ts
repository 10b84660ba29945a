import { leadFormFor } from '../../../common/leadFormAddress';
import { commercialGallery, SUPPORT, type Service } from './types';

/** Commercial services, in the order of the spec. */
export const COMMERCIAL_SERVICES: readonly Service[] = [
  {
    id: 'restaurants',
    title: 'Restaurants & Sports Bars',
    short: 'Restaurants',
    paragraphs: [
      'Every game on the right screen, background music at the right level in the dining room, and a system your staff can run from a tablet behind the bar.',
      'We plan screen placement for every seat, zone the audio so the bar can be loud while the dining room stays calm, and schedule changes around your opening hours.',
    ],
    highlights: ['Video walls and multi-TV distribution', 'Zoned background and foreground music', 'Simple control for staff, installed after hours'],
    actions: [
      { label: 'See restaurants and bars', to: commercialGallery(999) },
      { label: 'Plan your venue', to: leadFormFor('business') },
    ],
  },
  {
    id: 'conference-rooms',
    title: 'Conference Rooms',
    paragraphs: [
      'Meetings that start on time: one button joins the call, the camera frames the room, and remote colleagues hear every voice at the table.',
      'From huddle rooms to boardrooms and training rooms, we standardize the rooms so people who use one can use them all.',
    ],
    highlights: ['Video conferencing on the platform you already use', 'Ceiling and table microphones, echo cancellation', 'Wireless presentation and room scheduling'],
    actions: [
      { label: 'See conference rooms', to: commercialGallery(998) },
      { label: 'Equip a meeting room', to: leadFormFor('business') },
    ],
  },
  {
    id: 'worship',
    title: 'Houses of Worship',
    short: 'Worship',
    paragraphs: [
      'Clear speech in every pew, music that fills the room without overpowering it, and projection everyone can read.',
      'We design sound, video, lighting and live streaming together, and we train your volunteers so Sunday runs smoothly whoever is in the booth.',
    ],
    highlights: ['Speech-intelligible sound systems and line arrays', 'Projection, side screens and live streaming', 'Stage lighting and volunteer-friendly controls'],
    actions: [
      { label: 'See houses of worship', to: commercialGallery(997) },
      { label: 'Talk to our team', to: leadFormFor('business') },
    ],
  },
  {
    id: 'night-clubs',
    title: 'Night Clubs & Event Centers',
    short: 'Night Clubs',
    paragraphs: [
      'Sound that hits hard on the dance floor and stays clear at the bar, lighting that moves with the music, and rooms that switch from a wedding reception to a concert in an afternoon.',
      'We specify, rig and tune systems built for nightly use, with limiters that protect the equipment and the neighbors.',
    ],
    highlights: ['Line arrays, subwoofers and DJ booth monitors', 'Moving lights, LED walls and uplighting', 'Presets for every kind of event'],
    actions: [
      { label: 'See clubs and event centers', to: commercialGallery(996) },
      { label: 'Plan your venue', to: leadFormFor('business') },
    ],
  },
  {
    id: 'apartments',
    title: 'Apartments & Multiple Dwelling Units',
    short: 'Apartments',
    paragraphs: [
      'Residents expect Wi-Fi that works from the moment they move in. We design managed networks for apartment buildings, senior living and student housing, with coverage in every unit and the common areas.',
      'Add lobby displays, door access and cameras, all monitored from one place.',
    ],
    highlights: ['Managed Wi-Fi with a private network per unit', 'Network rooms, cabling and access points', 'Lobby signage, access control and cameras'],
    actions: [
      { label: 'See apartment projects', to: commercialGallery(995) },
      { label: 'Discuss your property', to: leadFormFor('business') },
    ],
  },
  {
    id: 'retail',
    title: 'Retail Stores',
    short: 'Retail',
    paragraphs: [
      'The right music at the right volume in every department, digital signage that changes with the season, and cameras that keep an eye on the floor.',
      'We work around your store hours and keep every location on the same playbook.',
    ],
    highlights: ['Background music and paging', 'Digital signage and menu boards', 'Security cameras and store networking'],
    actions: [
      { label: 'Plan your store', to: leadFormFor('business') },
      { label: 'Get service for your store', to: SUPPORT },
    ],
  },
  {
    id: 'acoustic-treatment',
    title: 'Commercial-Grade Acoustic Treatment',
    short: 'Acoustic Treatment',
    paragraphs: [
      'Hard rooms make even the best sound system hard to understand. We measure the room, then place absorption panels, diffusers and ceiling baffles where they matter.',
      'Gymnasiums, auditoriums, restaurants and studios become rooms where speech is clear and music is a pleasure.',
    ],
    highlights: ['Room measurement and acoustic modelling', 'Fabric panels, diffusers and ceiling baffles in your colors', 'Sound reinforcement tuned to the treated room'],
    actions: [
      { label: 'See acoustic projects', to: commercialGallery(993) },
      { label: 'Ask about your room', to: leadFormFor('business') },
    ],
  },
  {
    id: 'sound-masking',
    title: 'Sound Masking & Speech Privacy',
    short: 'Sound Masking',
    paragraphs: [
      'In open offices, clinics and banks, a conversation two desks away is a distraction and sometimes a privacy problem. Sound masking adds a soft, even background sound from the ceiling that makes nearby speech unintelligible.',
      'Most people never notice it is there; they just find it easier to concentrate.',
    ],
    highlights: ['Ceiling emitters tuned zone by zone', 'Speech privacy for offices, clinics and banks', 'Paging and background music on the same system'],
    actions: [
      { label: 'See sound masking projects', to: commercialGallery(992) },
      { label: 'Request an assessment', to: leadFormFor('business') },
    ],
  },
];
