// /kh/suggestion: staff suggest a change to a hub topic, or a new topic. The
// suggestion is journaled with the worker (which takes it only with the unlock
// token: a refused token sends the visitor back to the keypad, like the hub pages),
// then emailed through EmailJS (template `suggestion`); 2 s after it is sent the
// visitor goes to /confirmation.
import { sendFailureAlert } from 'shared-ui/forms/waitMessage';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchEmailConfig } from 'shared-ui/api/config';
import { useEmailConfig } from 'shared-ui/email/useEmailConfig';
import { submitSubmission, type SubmissionMemory } from 'shared-ui/forms/submitSubmission';
import { ZodForm, type SendProgress } from 'shared-ui/forms/ZodForm';
import { useTimers } from 'shared-ui/hooks/useTimers';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { Select } from 'shared-ui/kit/Select';
import { TextField } from 'shared-ui/kit/TextField';
import { CONFIRMATION_PATH, confirmationState } from 'shared-ui/routing/confirmation';
import { SUGGESTION_TOPICS, suggestionSchema, type Suggestion, type SuggestionInput } from 'contract/schemas/suggestion';
import { PATHS } from '../../paths';
import { UnlockRefusedError, withUnlockToken } from '../../access/staffApi';

export const ERROR_HEADING = 'Please resolve the following errors before submitting';
export const SUGGESTION_FAILED = 'there was an error submitting your request. please re-load the page and try-again.';
export const SUGGESTION_CONFIRMATION_MS = 2000;

const DEFAULT_VALUES: SuggestionInput = { name: '', topic: '' as SuggestionInput['topic'], topictitle: '', comment: '', url1: '', url2: '', url3: '' };
const TOPIC_OPTIONS = SUGGESTION_TOPICS.map((topic) => ({ value: topic, label: topic }));

export function SuggestionPage() {
  const navigate = useNavigate();
  const { schedule } = useTimers();
  const emailConfig = useEmailConfig();
  // Kept across attempts: a retry after a failed email reuses the journaled case id.
  const memory = useRef<SubmissionMemory>({});

  async function send(values: Suggestion, progress: SendProgress) {
    let caseId: string;
    try {
      const config = emailConfig.status === 'ready' ? emailConfig.config : await fetchEmailConfig();
      const receipt = await withUnlockToken((authorization) =>
        submitSubmission(
          {
            form: 'suggestion',
            values,
            emails: ({ caseId: id }) => [{ template: 'suggestion', params: { ...values, case_id: id } }],
            config,
            journalHeaders: { Authorization: authorization },
          },
          memory.current,
        ),
      );
      caseId = receipt.caseId;
    } catch (error) {
      if (error instanceof UnlockRefusedError) {
        navigate(PATHS.keypad, { replace: true });
        return;
      }
      console.error('the suggestion could not be sent', error);
      window.alert(sendFailureAlert(error, SUGGESTION_FAILED));
      return;
    }
    // The spinner stays until the visitor moves on.
    progress.sent();
    await new Promise<void>((resolve) => schedule(resolve, SUGGESTION_CONFIRMATION_MS));
    navigate(CONFIRMATION_PATH, { state: confirmationState(caseId) });
  }

  return (
    <Page
      title="Suggest a change"
      lead="Tell us what is missing or out of date in the Knowledge Hub, or propose a new topic."
      width="narrow"
    >
      <PageMeta title="Suggest a change | Knowledge Hub" description="Suggest a change or a new topic for the staff knowledge hub." />
      <ZodForm
        schema={suggestionSchema}
        defaultValues={DEFAULT_VALUES}
        errorHeading={ERROR_HEADING}
        submitLabel="Submit"
        busyLabel="Sending your suggestion"
        sentLabel="Your suggestion is sent"
        spinnerWhileBusy
        onValid={send}
        aria-label="Suggestion"
      >
        {({ register, formState: { errors } }) => (
          <>
            <TextField label="Your name" autoComplete="name" required {...register('name')} error={errors.name?.message} />
            <Select
              label="Topic"
              placeholder="Choose a topic"
              options={TOPIC_OPTIONS}
              required
              {...register('topic')}
              error={errors.topic?.message}
            />
            <TextField
              label="Title"
              hint="What the change is about, in a few words."
             
              required
              {...register('topictitle')}
              error={errors.topictitle?.message}
            />
            <TextField label="Your suggestion" multiline rows={6} required {...register('comment')} error={errors.comment?.message} />
            {(['url1', 'url2', 'url3'] as const).map((field, index) => (
              <TextField
                key={field}
                label={`Link ${index + 1} (optional)`}
                type="url"
                inputMode="url"
                {...register(field)}
                error={errors[field]?.message}
              />
            ))}
          </>
        )}
      </ZodForm>
    </Page>
  );
}
