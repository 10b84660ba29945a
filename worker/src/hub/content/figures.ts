// The hub's diagrams as the content refers to them; the worker draws each one
// (src/hub/images) at the size given here, so the page reserves the right space.
import type { HubImage } from 'contract/schemas/hubContent';

export const URC_RACK_LAYOUT: HubImage = {
  id: 'urc-rack-layout',
  alt: 'Rack elevation: the network switch at the top, the URC controller below it with one rack unit of space above and below, then the AV receiver and the power conditioner at the bottom.',
  width: 640,
  height: 360,
  caption: 'Typical rack order for a URC system, top to bottom.',
};

export const URC_IR_EMITTER: HubImage = {
  id: 'urc-ir-emitter',
  alt: 'Front of a cable box with a stick-on IR emitter placed over the IR receiver window, its cable dressed down the side of the box.',
  width: 640,
  height: 300,
  caption: 'Find the receiver window with a flashlight, then stick the emitter squarely over it.',
};

export const SONOS_BRIDGE_CHAIN: HubImage = {
  id: 'sonos-bridge-chain',
  alt: 'A wired Sonos amplifier with a chain of four wireless players, each one hop further away; a fifth hop is crossed out.',
  width: 720,
  height: 280,
  caption: 'SonosNet: no more than 4 bridges (hops) from one amplifier.',
};

export const QSYS_SIGNAL_FLOW: HubImage = {
  id: 'qsys-signal-flow',
  alt: 'Signal flow: microphones into the Q-SYS Core, through acoustic echo cancellation and a mixer, out to the amplifier and the ceiling speakers, with the USB bridge to the room PC.',
  width: 720,
  height: 300,
  caption: 'A conference room in Q-SYS Designer, from microphone to speaker.',
};
