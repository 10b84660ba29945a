// How a project goes, from the first call to years later (#33): the home page's four steps.
export interface ProjectStep {
  title: string;
  text: string;
}

export const PROJECT_STEPS: readonly ProjectStep[] = [
  { title: 'Consult', text: 'A designer visits, listens to how you live or work, and walks the space with you.' },
  { title: 'Design', text: 'You get a written plan: what goes where, the equipment, the price and the schedule.' },
  { title: 'Install', text: 'Our own technicians install, program and test it, then show you how it all works.' },
  { title: 'Support', text: 'The people who built it answer when you call, and we keep it up to date remotely.' },
];
