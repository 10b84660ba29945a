// A YouTube video id is 11 characters of letters, digits, '-' and '_'. Anything else
// (a stand-in, a pasted URL) cannot play: the player would only show an error.
const YOUTUBE_ID = /^[\w-]{11}$/;

export const isYoutubeId = (id: string) => YOUTUBE_ID.test(id);
