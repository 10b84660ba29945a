// The office hours of company.hours in machine-readable form (schema.org opening
// hours, 24-hour clock): weekdays 8:00a-4:00p; weekends by appointment only.
export const OPENING_HOURS = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '08:00',
  closes: '16:00',
} as const;
