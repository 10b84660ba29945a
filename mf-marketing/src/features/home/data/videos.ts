import type { PhotoSource } from 'shared-ui/kit/Photo';
import { posters } from '../../../assets/generated/posters';

/** A brand partner's video on YouTube, shown through the privacy-enhanced player. */
export interface Video {
  /** Our key for the video; the picker's `currentVideo` is one of these. */
  id: string;
  /** The YouTube video id. */
  embedId: string;
  /** Names the partner first, as the list and the player show it. */
  title: string;
  poster: PhotoSource;
}

// The YouTube ids were chosen when this page was built and could not be checked
// against the partners' channels from the build machine (no network): confirm each
// one plays, or replace it, before launch. The poster is ours, so nothing loads from
// YouTube until the visitor presses play.
export const VIDEOS: readonly Video[] = [
  { id: 'sonos', embedId: 'Cz6rYgRlqWo', title: 'Sonos: music in every room', poster: posters.music },
  { id: 'control4', embedId: 'Ejn4kiVdhHo', title: 'Control4: one app for the whole home', poster: posters.control },
  { id: 'lutron', embedId: 'b7nfwWLb8Zk', title: 'Lutron: light that sets the scene', poster: posters.lighting },
];
