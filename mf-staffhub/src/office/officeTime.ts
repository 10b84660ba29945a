// A moment as the office reads it: 'Nov 27, 2026, 2:05 PM', in the browser's time zone.
const FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const officeTime = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : FORMAT.format(at);
};
