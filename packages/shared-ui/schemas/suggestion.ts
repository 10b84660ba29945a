// A staff suggestion for the knowledge hub.
import { z } from 'zod';
import { HUB_TOPICS } from 'shared-ui/data/hubTopics';

export const NEW_TOPIC = 'New Topic';
export const SUGGESTION_TOPICS = [...HUB_TOPICS.map((topic) => topic.name), NEW_TOPIC] as const;

const URL_MESSAGE = 'please enter valid URL';
const optionalUrl = z
  .string()
  .trim()
  .max(200, URL_MESSAGE)
  .refine((value) => value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), URL_MESSAGE)
  .default('');

export const suggestionSchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter your name').max(50, 'Please enter your name'),
    topic: z.enum(SUGGESTION_TOPICS, 'Please choose a topic'),
    topictitle: z.string().trim().min(1, 'Please enter a title').max(50, 'Please keep the title under 50 characters'),
    comment: z.string().trim().min(1, 'Please enter your suggestion'),
    url1: optionalUrl,
    url2: optionalUrl,
    url3: optionalUrl,
  })
  .strict();

export type Suggestion = z.infer<typeof suggestionSchema>;
export type SuggestionInput = z.input<typeof suggestionSchema>;
