// A staff suggestion for the knowledge hub: an improvement to a topic, or a new one.
// Decisions where the spec is silent: the topic, title and comment messages are ours;
// a link may be typed with or without http(s):// (technicians paste both), and the
// comment is capped at 5,000 characters so it always fits in one email.
import { z } from 'contract/schemas/zod';
import { HUB_TOPICS } from 'contract/data/hubTopics';
import { refuseControlCharacters } from 'contract/schemas/plainText';
import { requiredText } from 'contract/schemas/rules';

export const NEW_TOPIC = 'New Topic';
export const SUGGESTION_TOPICS = [...HUB_TOPICS.map((topic) => topic.name), NEW_TOPIC] as const;

export const SUGGESTION_MESSAGES = {
  name: 'Please enter your name',
  topic: 'Please choose a topic',
  topictitle: 'Please enter a title of 50 characters or fewer',
  comment: 'Please enter your suggestion',
  commentTooLong: 'Please keep your suggestion under 5,000 characters',
  url: 'please enter valid URL',
} as const;

/** A web address with an optional http(s) scheme: host names with a dot, an optional port, path, query or fragment. */
export const SUGGESTION_URL_PATTERN = /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

const optionalUrl = z._default(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(200, SUGGESTION_MESSAGES.url),
      z.refine((value) => value === '' || SUGGESTION_URL_PATTERN.test(value), SUGGESTION_MESSAGES.url),
    ),
  '',
);

export const suggestionSchema = z
  .strictObject({
    name: requiredText(SUGGESTION_MESSAGES.name, 50),
    topic: z.enum(SUGGESTION_TOPICS, SUGGESTION_MESSAGES.topic),
    topictitle: requiredText(SUGGESTION_MESSAGES.topictitle, 50),
    comment: z
      .string()
      .check(z.trim(), z.minLength(1, SUGGESTION_MESSAGES.comment), z.maxLength(5000, SUGGESTION_MESSAGES.commentTooLong)),
    url1: optionalUrl,
    url2: optionalUrl,
    url3: optionalUrl,
  })
  .check(
    z.superRefine(
      refuseControlCharacters({
        labels: { name: 'Name', topictitle: 'Title', comment: 'Suggestion', url1: 'Link 1', url2: 'Link 2', url3: 'Link 3' },
        multiline: ['comment'],
      }),
    ),
  );

export type Suggestion = z.infer<typeof suggestionSchema>;
export type SuggestionInput = z.input<typeof suggestionSchema>;
