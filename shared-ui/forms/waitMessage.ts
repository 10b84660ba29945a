// How long to wait before sending a form again, as a visitor reads it.
export function waitInWords(seconds: number): string {
  if (seconds <= 10) return 'a few seconds';
  if (seconds < 60) return `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}
