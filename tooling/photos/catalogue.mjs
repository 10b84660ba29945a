// The drawn stand-ins for the company's photos: which scene draws each, with what
// options, and the alt text that says what it shows. A folder of the company's own photos
// (content.mjs) replaces them where it holds any. Change a picture here, then run
// `npm run photos` and commit what it writes.
import { palette as p } from './palette.mjs';
import { dedicatedTheater, mediaRoom } from './scenes/theater.mjs';
import { kitchen, patio, shadesRoom, diningRoom, greatRoomTv, bedroom } from './scenes/home.mjs';
import { touchPanelWall, keypadBank, wallPlate, mixingConsole, tableControls } from './scenes/closeups.mjs';
import { rackRoom, studWall, corridor, exterior } from './scenes/infrastructure.mjs';
import { sportsBar, diningHall, clubStage, banquet, djBooth } from './scenes/hospitality.mjs';
import { conferenceRoom, trainingRoom, openOffice, privateOffice, retailStore, waitingRoom } from './scenes/workplace.mjs';
import { sanctuary, gymnasium, auditorium, controlRoom } from './scenes/halls.mjs';
import { crewIn } from './scenes/crew.mjs';
import { smartBridge, casetaDimmer, modemRouter, networkPanel, videoDoorbell, securePayment } from './scenes/devices.mjs';

const shot = (slug, draw, options, alt) => ({ slug, draw: () => draw(options), alt });

/** Gallery id → its photos, first one is the cover. */
export const galleries = {
  991: [
    shot('theater-starlight', dedicatedTheater, { film: 'mountains', rows: 2, seat: p.wine, stars: true }, 'Dedicated home theater with a star ceiling, a mountain sunset on a wide screen, tower speakers at each side and two rows of red recliners.'),
    shot('theater-tiered', dedicatedTheater, { film: 'space', rows: 3, seat: p.graphite, panels: p.teal, wall: '#161a22' }, 'Three-row theater with charcoal recliners, teal acoustic panels on the side walls and a ringed planet on the screen.'),
    shot('theater-intimate', dedicatedTheater, { film: 'city', rows: 1, seat: '#6b4429', panels: '#4a3a5a' }, 'Single-row theater with brown leather recliners, purple fabric wall panels, glowing sconces and a night skyline on the screen.'),
    shot('media-room-dusk', mediaRoom, { film: 'ocean', sky: 'dusk' }, 'Media room at dusk: a TV above a walnut console between slim on-wall speakers, ceiling speakers and a grey sofa facing the screen.'),
    shot('media-room-game', mediaRoom, { film: 'sports', sky: 'day', couch: p.sage, wall: '#e6e0d5' }, 'Family room in daylight with a game on the wall-mounted TV, on-wall and ceiling speakers and a sage sofa.'),
  ],
  990: [
    shot('patio-dusk', patio, { time: 'dusk' }, 'Covered patio at dusk with string lights, outdoor speakers on the beams, teal sofas around a fire table and rock speakers in the garden.'),
    shot('kitchen-daylight', kitchen, {}, 'Bright kitchen with an island and four stools, navy pendants, two in-ceiling speakers and a lighting keypad beside the cabinets.'),
    shot('great-room-music', greatRoomTv, { film: 'music' }, 'Great room with a TV over a stone fireplace showing the song now playing, ceiling speakers and a keypad on the wall.'),
    shot('bedroom-retreat', bedroom, { film: 'ocean' }, 'Bedroom with a TV facing the bed, two ceiling speakers and blackout shades drawn on the side window.'),
    shot('patio-afternoon', patio, { time: 'day', cushions: p.brandSoft }, 'Patio on a summer afternoon with outdoor speakers under the roof, rock speakers in the lawn and blue sofas.'),
  ],
  989: [
    shot('touch-panel-linen', touchPanelWall, {}, 'In-wall touch panel showing lighting, climate and music controls, with a keypad beside it and a phone resting on the shelf below.'),
    shot('touch-panel-slate', touchPanelWall, { wall: '#c9d1da', keypads: 2 }, 'Touch panel on a grey-blue wall next to two lighting keypads.'),
    shot('shades-half', shadesRoom, { shade: 0.45 }, 'Great room with three tall windows and motorized shades stopped halfway, with the keypad that lowers them by the door.'),
    shot('shades-evening', shadesRoom, { shade: 0.9, evening: true, couch: '#7a6a5a' }, 'Great room in the evening with the motorized shades lowered almost to the sill for privacy.'),
    shot('kitchen-panel', kitchen, { evening: true, panel: true, cabinets: '#dfe6ea' }, 'Kitchen in the evening with lit pendants, under-cabinet lights on and a touch panel set into the wall.'),
  ],
  988: [
    shot('dining-chandelier', diningRoom, {}, 'Dining room in the evening: a dimmed chandelier over the table, accent lights on two paintings and a keypad beside the doorway.'),
    shot('hallway-art', corridor, { doors: false, ap: false }, 'Hallway lit by a row of warm downlights, with framed art on both walls.'),
    shot('house-dusk', exterior, { building: 'house' }, 'House at dusk with landscape lights washing the front wall, path lights along the walk and warm light in every window.'),
    shot('keypads-evening', keypadBank, { evening: true }, 'Three backlit lighting keypads beside a door frame, lit from above.'),
    shot('dining-sage', diningRoom, { wall: '#6f8a74' }, 'Sage-green dining room with the chandelier glowing softly and picture lights on the art.'),
  ],
  987: [
    shot('rack-closet', rackRoom, { seed: 1 }, 'Network closet with a rack of patch panels, switches and amplifiers beside a structured media panel, cables dressed along the ceiling.'),
    shot('rack-pair', rackRoom, { seed: 4, pair: true }, 'Two equipment racks side by side with neatly dressed blue and white network cables and green status lights.'),
    shot('stud-wall', studWall, {}, 'New construction with open stud walls: bundles of blue, white and yellow cable running down to low-voltage boxes.'),
    shot('wall-plate', wallPlate, {}, 'Wall plate with network, HDMI and coaxial jacks, a blue network cable and a black HDMI cable plugged in.'),
    shot('hallway-access-points', corridor, { doors: true, ap: true, carpet: '#8a7b6a' }, 'Hallway with two ceiling Wi-Fi access points between the downlights.'),
  ],
  999: [
    shot('sports-bar-wall', sportsBar, {}, 'Sports bar with a wall of six TVs showing football and hockey over the back bar, amber pendants and red stools at the counter.'),
    shot('sports-bar-navy', sportsBar, { games: ['sports', 'sports', 'sports', 'hockey', 'hockey', 'hockey'], wall: '#243447', stools: p.brand }, 'Sports bar with navy walls, six TVs above the bottles and blue bar stools.'),
    shot('restaurant-warm', diningHall, {}, 'Restaurant dining room with a pendant over every table, speakers spread across the ceiling and a TV above the bar shelf.'),
    shot('restaurant-green', diningHall, { wall: '#4a5a4a', tv: false }, 'Restaurant with green walls, white tables under pendants and small ceiling speakers for even background music.'),
    shot('restaurant-patio', patio, { time: 'dusk', cushions: p.wine }, 'Restaurant patio at dusk with string lights, weatherproof speakers and red lounge seating.'),
  ],
  998: [
    shot('boardroom-call', conferenceRoom, {}, 'Boardroom on a video call: four remote colleagues on the display, a camera bar below it and a microphone in the ceiling.'),
    shot('boardroom-slides', conferenceRoom, { content: 'slides', wall: '#dfe3e8', chairs: p.brandStrong }, 'Boardroom presenting a slide with a bar chart, with a long walnut table and navy chairs.'),
    shot('huddle-room', conferenceRoom, { size: 'huddle', wall: '#e9e4dc' }, 'Small huddle room with a video call on the display and four chairs around the table.'),
    shot('training-room', trainingRoom, {}, 'Training room with three rows of desks and trainees facing a projection screen and a ceiling projector.'),
    shot('table-controls', tableControls, {}, 'Table-top touch panel and a microphone pod on a walnut conference table, with a video call on the display behind.'),
  ],
  997: [
    shot('sanctuary-blue', sanctuary, {}, 'Sanctuary seen from the back: a stage in blue light, two side screens, hanging line-array speakers and a congregation in the pews.'),
    shot('sanctuary-amber', sanctuary, { wash: p.accent, wall: '#4a3f3a' }, 'Sanctuary with a warm amber stage wash, spotlights on the platform and screens either side.'),
    shot('sanctuary-balcony', sanctuary, { balcony: true, wash: p.teal }, 'View from the balcony rail over the front pews to a stage lit in teal.'),
    shot('sound-booth', mixingConsole, {}, 'Sound booth with a 24-channel digital mixing console and its screen, ready for the service.'),
    shot('fellowship-hall', banquet, { uplight: p.accent }, 'Fellowship hall set with round tables, amber uplights along the walls and a screen above the stage.'),
  ],
  996: [
    shot('club-waves', clubStage, {}, 'Night club with a glowing LED wall, moving-head beams in blue, pink and gold, line-array speakers and a crowd with hands up.'),
    shot('concert-gold', clubStage, { colors: [p.accentSoft, p.dusk, '#ffffff'], wall: 'city', haze: '#3a1a10' }, 'Concert stage with gold and white beams over the crowd and a night skyline on the LED wall.'),
    shot('banquet-blue', banquet, {}, 'Event center set for a banquet: round tables, blue uplights and a screen above the stage with hanging speakers.'),
    shot('dj-booth', djBooth, {}, 'DJ booth with two decks and a mixer in front of a wide LED wall, with monitor speakers at each side.'),
    shot('hall-before-doors', clubStage, { crowd: false, colors: ['#5ee7ff', p.led], wall: 'space', haze: '#0b2a3a' }, 'Event hall before the doors open: cyan and green beams over an empty floor and a planet on the LED wall.'),
  ],
  995: [
    shot('apartments-dusk', exterior, { building: 'apartments' }, 'Apartment building at dusk with lit windows, a display by the lobby entrance and an antenna on the roof.'),
    shot('apartment-corridor', corridor, { doors: true, ap: true }, 'Apartment corridor with ceiling Wi-Fi access points and downlights, unit doors on both sides.'),
    shot('building-network-room', rackRoom, { seed: 7, pair: true, wall: '#2f3a33' }, 'Building network room with two racks serving every unit, cables dressed along the ceiling.'),
    shot('apartment-living', mediaRoom, { film: 'city', sky: 'day', couch: p.brandSoft }, 'Apartment living room with a wall-mounted TV, ceiling speakers and a blue sofa.'),
    shot('apartments-day', exterior, { building: 'apartments', time: 'day' }, 'Apartment building on a clear day with a display by the lobby entrance.'),
  ],
  993: [
    shot('gymnasium', gymnasium, {}, 'School gymnasium with a central line-array speaker cluster and blue acoustic panels along the walls.'),
    shot('auditorium', auditorium, {}, 'Auditorium with wooden diffusers on the stage wall, fabric panels along the sides, stage speakers and rows of blue seats.'),
    shot('lecture-hall', auditorium, { lecture: true, seats: p.wine }, 'Lecture hall with a projection screen between stage speakers, wall panels and rows of red seats.'),
    shot('control-room', controlRoom, {}, 'Control room with a wooden diffuser and fabric panels on every wall, studio monitors and a mixing desk.'),
    shot('gymnasium-red', gymnasium, { panels: [p.wine, '#4a1824', p.wine, '#4a1824', p.wine, '#4a1824'], court: '#b98a5a' }, 'Gymnasium with maroon acoustic panels and a speaker cluster above center court.'),
  ],
  992: [
    shot('open-office', openOffice, {}, 'Open office with three rows of desks and sound-masking emitters spread evenly across the ceiling tiles.'),
    shot('call-center', openOffice, { callCenter: true, rows: 2, glass: false }, 'Call center with agents at two rows of desks under sound-masking emitters.'),
    shot('private-office', privateOffice, {}, 'Private office behind a glass wall, with sound-masking emitters above the open area outside it.'),
    shot('waiting-room', waitingRoom, {}, 'Clinic waiting room with teal chairs, a TV and ceiling emitters that keep conversations at the front desk private.'),
    shot('open-office-warm', openOffice, { wall: '#e9e4dc', rows: 2 }, 'Open office with warm walls, glass meeting rooms at the back and sound-masking emitters in the ceiling.'),
  ],
};

/** Pictures used outside the galleries. */
export const extras = [
  shot('retail-store', retailStore, {}, 'Shop with shelves of colorful goods, digital signage on the back wall and speakers in the ceiling.'),
];

/**
 * The home page carousel: twelve slides, each a picture and a caption. None is a
 * gallery's cover or a service's picture (#33): a visitor never meets one picture twice
 * on the way from the home page to a services page or a gallery list (catalogue.test.mjs).
 */
export const carousel = [
  ['theater-tiered', 'A three-row theater with acoustic panels on the walls'],
  ['kitchen-daylight', 'Music in the kitchen from speakers you barely see'],
  ['touch-panel-slate', 'One touch panel for lights, shades, climate and music'],
  ['house-dusk', 'Landscape lighting that comes on at sunset'],
  ['rack-pair', 'Racks built, labeled and monitored in our shop'],
  ['sports-bar-navy', 'Every game on every screen at a local sports bar'],
  ['huddle-room', 'A huddle room where one button starts the call'],
  ['sanctuary-amber', 'Clear speech and music in every pew'],
  ['concert-gold', 'Lighting and sound for a packed concert stage'],
  ['apartment-corridor', 'Managed Wi-Fi in every corridor of an apartment building'],
  ['lecture-hall', 'Acoustic treatment that makes a hall easy to listen in'],
  ['call-center', 'Sound masking for privacy in a call center'],
];

/**
 * One picture per service, by the service's id in src/features/services, and one for
 * each area's card on the services landing (landing-*): none a gallery's cover or a
 * carousel slide, and none shown twice (#33).
 */
export const services = {
  'home-theater': 'theater-intimate',
  'distributed-audio': 'great-room-music',
  'automation-control': 'shades-half',
  'smart-lighting': 'hallway-art',
  'structured-wiring': 'stud-wall',
  restaurants: 'restaurant-warm',
  'conference-rooms': 'boardroom-slides',
  worship: 'sanctuary-balcony',
  'night-clubs': 'dj-booth',
  apartments: 'building-network-room',
  retail: 'retail-store',
  'acoustic-treatment': 'auditorium',
  'sound-masking': 'private-office',
  'landing-residential': 'media-room-dusk',
  'landing-commercial': 'table-controls',
};

/** A crew picture: people (portrait looks, each with where it stands) in a drawn room. */
const crew = ({ room, people }) => crewIn(room(), people);
const tech = { shirt: p.technician };

/**
 * The pictures of the other remotes, each written into that remote's own
 * src/assets/{photos,generated} (#33): remote folder → module name → key → picture. A
 * visitor passes through the careers pages in order (the landing, the list, a posting),
 * so no two of them, and none of the marketing pages', is the same picture
 * (catalogue.test.mjs).
 */
export const remotes = {
  'mf-careers': {
    careers: {
      landing: shot('crew-house', crew, { room: () => exterior({ building: 'house', time: 'day' }), people: [{ ...tech, x: 250, size: 440, skin: '#c68a64', hair: '#2b1d14', style: 'short' }, { ...tech, x: 600, size: 470, skin: '#f1c9a5', hair: '#b07a3a', style: 'ponytail' }, { ...tech, x: 950, size: 440, skin: '#e0b08a', hair: '#3b2a20', style: 'buzz', beard: true }] }, 'Three of our technicians in blue company shirts in front of a finished house on a sunny day.'),
      postings: shot('crew-prewire', crew, { room: () => studWall({ daylight: true }), people: [{ ...tech, x: 330, size: 430, skin: '#8d5a3b', hair: '#1d1a18', style: 'curly' }, { ...tech, x: 880, size: 450, skin: '#f1c9a5', hair: '#6b4429', style: 'side', glasses: true }] }, 'Two technicians pre-wiring a new house, bundles of blue, white and yellow cable in the open stud walls behind them.'),
      1: shot('crew-rack', crew, { room: () => rackRoom({ seed: 9, wall: '#2f3540' }), people: [{ ...tech, x: 880, size: 460, skin: '#a86f4c', hair: '#1d1a18', style: 'short', beard: true }] }, 'A system integrator in a blue company shirt beside the network rack he wired, its cables dressed and its status lights green.'),
      2: shot('crew-walkthrough', crew, { room: () => mediaRoom({ film: 'sports', sky: 'dusk', couch: p.wine }), people: [{ x: 260, size: 450, skin: '#f1c9a5', hair: '#d9b98c', style: 'bun', shirt: p.brandStrong, glasses: true }, { ...tech, x: 960, size: 430, skin: '#6b3f2a', hair: '#1d1a18', style: 'buzz' }] }, 'A project manager and a technician in a finished family room, the TV, on-wall and ceiling speakers installed.'),
    },
  },
  'mf-guides': {
    devices: {
      smartBridge: shot('device-smart-bridge', smartBridge, {}, 'The Caséta Smart Bridge: a small white square box with a status light, its network cable plugged into a wall jack.'),
      casetaDimmer: shot('device-caseta-dimmer', casetaDimmer, {}, 'A Caséta dimmer on the wall, with its On and Off buttons and the raise and lower buttons between them, beside a Pico remote.'),
      modemRouter: shot('device-modem-router', modemRouter, {}, 'A black modem with a column of status lights, its coax cable from the wall, and a white router with three antennas joined to it by a network cable.'),
      networkPanel: shot('device-network-panel', networkPanel, {}, 'The network panel: a grey metal box in the wall, its door open on the network cables of every room, the coax splitter and the router on its shelf.'),
      videoDoorbell: shot('device-video-doorbell', videoDoorbell, {}, 'A video doorbell on the siding beside the front door: the camera at the top and the lit ring of its button below.'),
    },
  },
  'mf-payments': {
    payments: {
      secure: shot('secure-payment', securePayment, {}, 'A bank card in front of a phone whose screen shows a padlock and a green tick.'),
    },
  },
};

/** Video posters (16:9): what each partner video is about. */
export const posters = [
  shot('poster-music', greatRoomTv, { film: 'music', stone: '#7d776f' }, 'Great room with music playing on the TV above the fireplace.'),
  shot('poster-control', touchPanelWall, { wall: '#dfe6ea' }, 'A touch panel on the wall showing lighting, climate and music controls.'),
  shot('poster-lighting', diningRoom, { wall: '#4f5e70' }, 'Dining room lit by a dimmed chandelier and picture lights.'),
];

/** Sixteen team portraits, in the order of the team data's img keys (portrait-01 ...). */
export const portraits = [
  { skin: '#e0b08a', hair: '#8a8a8a', style: 'side', shirt: p.brandStrong, glasses: true, beard: true },
  { skin: '#f1c9a5', hair: '#b07a3a', style: 'long', shirt: p.wine },
  { skin: '#c68a64', hair: '#2b1d14', style: 'short', shirt: p.graphite },
  { skin: '#f1c9a5', hair: '#d9b98c', style: 'bun', shirt: p.teal },
  { skin: '#8d5a3b', hair: '#1d1a18', style: 'curly', shirt: p.sage },
  { skin: '#a86f4c', hair: '#1d1a18', style: 'ponytail', shirt: p.brand, glasses: true },
  { skin: '#6b3f2a', hair: '#1d1a18', style: 'buzz', shirt: p.steel },
  { skin: '#f1c9a5', hair: '#6b4429', style: 'long', shirt: p.brandSoft },
  { skin: '#c68a64', hair: '#2b1d14', style: 'side', shirt: p.wine, beard: true },
  { skin: '#e0b08a', hair: '#3b2a20', style: 'buzz', shirt: p.technician, beard: true },
  { skin: '#f1c9a5', hair: '#b07a3a', style: 'ponytail', shirt: p.technician },
  { skin: '#e0b08a', hair: '#d9b98c', style: 'short', shirt: p.technician, glasses: true },
  { skin: '#f1c9a5', hair: '#6b4429', style: 'bun', shirt: p.technician },
  { skin: '#6b3f2a', hair: '#1d1a18', style: 'short', shirt: p.technician },
  { skin: '#e0b08a', hair: '#b07a3a', style: 'side', shirt: p.technician },
  { skin: '#a86f4c', hair: '#2b1d14', style: 'curly', shirt: p.technician, glasses: true },
];
