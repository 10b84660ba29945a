// Every page of the careers remote, declared once: its routes, its links and its
// tests read these, and the shell's route table is checked against them.
export const PATHS = {
  landing: '/apply',
  postings: '/apply/positions',
  posting: '/apply/positions/:id',
} as const;
