import { casetaGuide } from './caseta';
import type { Guide } from './guide';
import { homeNetworkingIntro, homeNetworkingOption1, homeNetworkingOption2 } from './homeNetworking';
import { ringDoorbellGuide } from './ringDoorbell';

const guides: [string, number, Guide][] = [
  ['home networking option 1', 5, homeNetworkingOption1],
  ['home networking option 2', 3, homeNetworkingOption2],
  ['caseta', 3, casetaGuide],
  ['ring doorbell', 3, ringDoorbellGuide],
];

const text = (guide: Guide) => guide.steps.flatMap((step) => [step.title, ...step.captions]).join('\n');

describe('guide data', () => {
  it.each(guides)('%s has %i real steps with an id, a title and captions, then the return placeholder', (_name, real, guide) => {
    expect(guide.steps).toHaveLength(real + 1);
    guide.steps.forEach((step, index) => expect(step.id).toBe(index));
    for (const step of guide.steps.slice(0, real)) {
      expect(step.title.trim()).not.toBe('');
      expect(step.captions.length).toBeGreaterThan(0);
      for (const caption of step.captions) expect(caption.trim()).not.toBe('');
    }
    expect(guide.steps[real]).toEqual({ id: real, title: '', captions: [] });
  });

  it.each(guides)('%s has no two steps with the same title', (_name, _real, guide) => {
    const titles = guide.steps.slice(0, -1).map((step) => step.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('tells self-installers to wait 20 minutes after connecting the modem before contacting the provider', () => {
    const [, , connect, activate] = homeNetworkingOption1.steps;
    expect(connect!.captions.join(' ')).toContain('wait 20 minutes before you contact your internet provider');
    expect(activate!.captions[0]).toMatch(/^After the 20 minutes, contact your internet provider/);
    expect(text(homeNetworkingOption2)).not.toContain('20 minutes');
  });

  it('says in the caseta guide, and only there, that devices produced after April 2015 need the newer app', () => {
    expect(text(casetaGuide)).toContain('Devices produced after April 2015 need the newer Lutron app.');
    for (const guide of [homeNetworkingOption1, homeNetworkingOption2, ringDoorbellGuide]) {
      expect(text(guide)).not.toContain('April 2015');
    }
  });

  it('explains both home networking options and links each to its guide', () => {
    expect(homeNetworkingIntro.options.map((option) => option.to)).toEqual([
      '/tobhomes/homenetworking/option1',
      '/tobhomes/homenetworking/option2',
    ]);
    expect(homeNetworkingIntro.options[0].meaning).toMatch(/self-install/);
    expect(homeNetworkingIntro.options[1].meaning).toMatch(/technician/);
  });
});
