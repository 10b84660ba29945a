import { SUGGESTION_TOPICS, suggestionSchema, type SuggestionInput } from 'contract/schemas/suggestion';

const VALID: SuggestionInput = {
  name: 'Jordan',
  topic: 'Sonos',
  topictitle: 'Regrouping after a firmware update',
  comment: 'Add the steps for regrouping a soundbar with its subwoofer.',
  url1: 'https://support.sonos.com/',
  url2: '',
  url3: '',
};

/** The message of each field the schema refuses, by field. */
function messages(values: Partial<Record<keyof SuggestionInput, unknown>>): Record<string, string> {
  const result = suggestionSchema.safeParse({ ...VALID, ...values });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the suggestion schema', () => {
  it('accepts a complete suggestion and fills in missing links as empty', () => {
    const { url2: _2, url3: _3, ...withoutLinks } = VALID;
    expect(suggestionSchema.parse(withoutLinks)).toEqual({ ...VALID, url2: '', url3: '' });
  });

  it('offers the hub topics by name, then New Topic', () => {
    expect(SUGGESTION_TOPICS).toEqual(['URC Remotes', 'Sonos', 'Control4', 'Q-SYS', 'Shop Policies', 'New Topic']);
  });

  it('asks for a name of at most 50 characters', () => {
    expect(messages({ name: '  ' })).toEqual({ name: 'Please enter your name' });
    expect(messages({ name: 'n'.repeat(51) })).toEqual({ name: 'Please enter your name' });
    expect(messages({ name: 'n'.repeat(50) })).toEqual({});
  });

  it('asks for one of the topics', () => {
    expect(messages({ topic: '' })).toEqual({ topic: 'Please choose a topic' });
    expect(messages({ topic: 'Gardening' })).toEqual({ topic: 'Please choose a topic' });
    expect(messages({ topic: 'New Topic' })).toEqual({});
  });

  it('asks for a title of at most 50 characters', () => {
    expect(messages({ topictitle: '' })).toEqual({ topictitle: 'Please enter a title of 50 characters or fewer' });
    expect(messages({ topictitle: 't'.repeat(51) })).toEqual({ topictitle: 'Please enter a title of 50 characters or fewer' });
    expect(messages({ topictitle: 't'.repeat(50) })).toEqual({});
  });

  it('asks for the suggestion itself', () => {
    expect(messages({ comment: ' ' })).toEqual({ comment: 'Please enter your suggestion' });
    expect(messages({ comment: 'c'.repeat(5001) })).toEqual({ comment: 'Please keep your suggestion under 5,000 characters' });
  });

  it.each(['https://support.sonos.com/', 'http://www.urcontrol.com/support', 'www.qsys.com', 'snapone.com/dealer?page=2#top'])(
    'accepts the link %s',
    (url) => expect(messages({ url1: url, url2: url, url3: url })).toEqual({}),
  );

  it.each([
    ['words', 'not a link'],
    ['a scheme alone', 'https://'],
    ['another scheme', 'ftp://files.example.com'],
    ['a bare word', 'sonos'],
    ['a link of 201 characters', `https://example.com/${'p'.repeat(181)}`],
  ])('refuses %s in any of the three link fields with the spec message', (_, url) => {
      expect(messages({ url1: url, url2: url, url3: url })).toEqual({
        url1: 'please enter valid URL',
        url2: 'please enter valid URL',
        url3: 'please enter valid URL',
      });
  });

  it('refuses fields the form does not have', () => {
    expect(suggestionSchema.safeParse({ ...VALID, email: 'x@example.com' }).success).toBe(false);
  });
});
