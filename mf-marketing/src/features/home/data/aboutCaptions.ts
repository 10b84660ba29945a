import { company } from 'contract/company/company';

export interface AboutCaption {
  title: string;
  text: string;
}

/** The three captions of About Us, stepped through in a loop. */
export const ABOUT_CAPTIONS: readonly AboutCaption[] = [
  {
    title: 'Our Commitment',
    text:
      'We design every system around the way you live or work, install it as if it were our own, and stay with it afterwards. ' +
      'Service calls are answered by the people who built your system, and we stand behind our workmanship for as long as you own it.',
  },
  {
    title: 'Our Team',
    text:
      'Sixteen people in Janesville: designers, programmers, installers, network technicians and an office that keeps every project on schedule. ' +
      'Our technicians hold manufacturer certifications and train every year on the products we install.',
  },
  {
    title: `Est. ${company.founded}`,
    text:
      `${company.name} opened in ${company.founded} with one van and a passion for great sound. ` +
      'Since then we have wired thousands of homes, restaurants, churches, offices and venues across southern Wisconsin and northern Illinois.',
  },
];
