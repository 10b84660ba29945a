// The hub's diagrams, drawn as SVG at the sizes the content gives (content/figures.ts)
// and served only to unlocked staff, like the rest of the hub.
import type { HubImage } from 'contract/schemas/hubContent';
import { QSYS_SIGNAL_FLOW, SONOS_BRIDGE_CHAIN, URC_IR_EMITTER, URC_RACK_LAYOUT } from '../content/figures';
import { arrow, box, cross, svgDocument, text } from './svg';

function rackLayout({ width, height, alt }: HubImage): string {
  const units = [
    { label: 'Network switch', tone: 'plain' as const },
    { label: '1U space (ventilation)', tone: 'plain' as const },
    { label: 'URC controller', tone: 'brand' as const },
    { label: '1U space (ventilation)', tone: 'plain' as const },
    { label: 'AV receiver', tone: 'plain' as const },
    { label: 'Power conditioner', tone: 'plain' as const },
  ];
  return svgDocument(width, height, alt, [
    `<rect x="170" y="20" width="300" height="${height - 40}" fill="none" stroke="#14213d" stroke-width="3"/>`,
    ...units.map((unit, index) => box({ x: 185, y: 32 + index * 53, w: 270, h: 44, label: unit.label, tone: unit.tone })),
    text(90, 60, 'Top'),
    text(90, height - 40, 'Bottom'),
  ]);
}

function irEmitter({ width, height, alt }: HubImage): string {
  return svgDocument(width, height, alt, [
    box({ x: 60, y: 70, w: 520, h: 120, label: 'Cable box front panel' }),
    `<rect x="440" y="95" width="60" height="30" rx="4" fill="#5c1a1a"/>`,
    text(470, 150, 'IR window', '#14213d', 13),
    `<circle cx="470" cy="110" r="13" fill="#0b4f8a"/>`,
    `<path d="M470 123 C 470 200, 600 200, 600 260" stroke="#0b4f8a" stroke-width="3" fill="none"/>`,
    text(320, 250, 'Emitter centred over the window; cable dressed down the side'),
  ]);
}

function bridgeChain({ width, height, alt }: HubImage): string {
  const hops = [1, 2, 3, 4].map((hop) => box({ x: 40 + hop * 125, y: 110, w: 105, h: 50, label: `Bridge ${hop}` }));
  const links = [0, 1, 2, 3].map((hop) => arrow(145 + hop * 125, 135, 163 + hop * 125, 135));
  return svgDocument(width, height, alt, [
    box({ x: 20, y: 110, w: 125, h: 50, label: 'Amp (wired)', tone: 'brand' }),
    ...hops,
    ...links,
    box({ x: 665, y: 110, w: 45, h: 50, label: '5', tone: 'alert' }),
    cross(687, 135),
    text(360, 60, 'SonosNet spanning tree: at most 4 bridges from one amplifier', '#14213d', 17),
    text(360, 220, 'Wire a second player instead of adding a fifth hop'),
  ]);
}

function signalFlow({ width, height, alt }: HubImage): string {
  const stages = ['Microphones', 'Q-SYS Core', 'Echo canceller', 'Mixer', 'Amplifier', 'Speakers'];
  return svgDocument(width, height, alt, [
    ...stages.map((label, index) => box({ x: 15 + index * 118, y: 100, w: 100, h: 54, label, tone: index === 1 ? 'brand' : 'plain' })),
    ...stages.slice(1).map((_, index) => arrow(115 + index * 118, 127, 133 + index * 118, 127)),
    box({ x: 250, y: 210, w: 200, h: 50, label: 'USB bridge to room PC' }),
    arrow(350, 210, 350, 154),
    text(360, 50, 'Conference room: microphone to speaker', '#14213d', 17),
  ]);
}

const DRAWINGS: Record<string, () => string> = {
  [URC_RACK_LAYOUT.id]: () => rackLayout(URC_RACK_LAYOUT),
  [URC_IR_EMITTER.id]: () => irEmitter(URC_IR_EMITTER),
  [SONOS_BRIDGE_CHAIN.id]: () => bridgeChain(SONOS_BRIDGE_CHAIN),
  [QSYS_SIGNAL_FLOW.id]: () => signalFlow(QSYS_SIGNAL_FLOW),
};

/** The SVG document of a hub image, or undefined for an unknown id. */
export const hubImage = (id: string): string | undefined => (Object.hasOwn(DRAWINGS, id) ? DRAWINGS[id]!() : undefined);
