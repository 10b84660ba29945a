import { company } from 'contract/company/company';
import { casetaGuide } from './caseta';
import type { Guide } from './guide';
import { homeNetworkingIntro, homeNetworkingOption1, homeNetworkingOption2 } from './homeNetworking';
import { joinWifiCaptions } from './joinWifi';
import { ringDoorbellGuide } from './ringDoorbell';
import { ringMarketing } from './ringMarketing';

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

  it('sends buyers without their own Wi-Fi name to what we left them, not the router label, and to our phone', () => {
    const missing = joinWifiCaptions.find((caption) => caption.startsWith('If you did not send us the form'));
    expect(missing).toContain('welcome packet');
    expect(missing).toContain('card we left with your network equipment');
    expect(missing).toContain(`call us at ${company.phone.display}`);
    expect(joinWifiCaptions.join(' ')).not.toMatch(/they are on the label/);
    for (const guide of [homeNetworkingOption1, homeNetworkingOption2]) {
      expect(guide.steps.at(-2)!.captions).toEqual(expect.arrayContaining([...joinWifiCaptions]));
    }
  });

  it('tells ring doorbell buyers where else the QR code is, that the app can do without it, and to pick 2.4 GHz', () => {
    const [, add, connect] = ringDoorbellGuide.steps;
    expect(add!.captions.join(' ')).toContain('the same code is also on the back of the doorbell');
    expect(add!.captions.join(' ')).toContain('skip the scan and choose your doorbell from the list of devices');
    expect(connect!.captions.join(' ')).toContain('Many Ring doorbells join only the 2.4 GHz Wi-Fi band');
    expect(connect!.captions.join(' ')).toContain('choose the 2.4 GHz one');
  });

  // An id that is not in YouTube's shape plays nothing: the player would only show an error.
  it("gives Ring's partner video as a YouTube id (11 letters, digits, - or _)", () => {
    expect(ringMarketing.video.youtubeId).toMatch(/^[\w-]{11}$/);
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
