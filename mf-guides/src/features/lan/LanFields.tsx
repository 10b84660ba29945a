// The fields of the network personalization form. The guest network's fields exist
// only while its box is ticked (in the server's HTML they are drawn and shown by CSS
// while it is ticked, so a page without scripts can send them:
// shared-ui/forms/RevealedByTick); unticking it also drops their errors, since the
// schema no longer checks them.
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { RevealedByTick, REVEALS_BOX } from 'shared-ui/forms/RevealedByTick';
import { UnsentInput } from 'shared-ui/forms/UnsentInput';
import { Checkbox } from 'shared-ui/kit/Checkbox';
import { TextField } from 'shared-ui/kit/TextField';
import { WIFI_PASSWORD_FIELDS, type LanRequest, type LanRequestInput } from 'contract/schemas/lan';
import styles from './LanForm.module.css';

export type LanFormApi = UseFormReturn<LanRequestInput, unknown, LanRequest>;

const passwordInput = { autoComplete: 'off', autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

const PASSWORD_HINT =
  '8 to 32 characters, with at least one number, one capital letter and one lowercase letter. It is shown as you type, so you can check it.';

/** The form's draft (shared-ui/forms/UnsentInput); the Wi-Fi passwords never leave the page. */
export const LAN_DRAFT = 'lan';

export function LanFields({ form }: { form: LanFormApi }) {
  const {
    register,
    control,
    clearErrors,
    formState: { errors },
  } = form;
  const guest = useWatch({ control, name: 'guestCheck' });

  return (
    <>
      <UnsentInput form={form} draft={LAN_DRAFT} omit={WIFI_PASSWORD_FIELDS} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>About you</legend>
        <TextField label="First name" required autoComplete="given-name" {...register('firstName')} error={errors.firstName?.message} />
        <TextField label="Last name" required autoComplete="family-name" {...register('lastName')} error={errors.lastName?.message} />
        <TextField
          label="Phone"
          type="tel"
          required
          autoComplete="tel-national"
          hint="10 digits, such as 608-555-0142"
          {...register('phone')}
          error={errors.phone?.message}
        />
        <TextField label="Email" type="email" required autoComplete="email" {...register('email')} error={errors.email?.message} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Your home Wi-Fi</legend>
        <TextField
          label="Wi-Fi network name"
          required
          autoComplete="off"
          hint="The name your devices will list, such as Okafor Home. Up to 50 characters."
          {...register('NetworkName')}
          error={errors.NetworkName?.message}
        />
        <TextField
          label="Wi-Fi password"
          required
          {...passwordInput}
          hint={PASSWORD_HINT}
          {...register('passcode')}
          error={errors.passcode?.message}
        />
        <Checkbox
          label="Also set up a guest network, so visitors get internet without your main password"
          {...REVEALS_BOX}
          {...register('guestCheck', {
            onChange: (event: { target: HTMLInputElement }) => {
              if (!event.target.checked) clearErrors(['GuestNetworkName', 'guestpasscode']);
            },
          })}
        />
      </fieldset>

      <RevealedByTick shown={guest === true}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Guest network</legend>
          <TextField
            label="Guest network name"
            required
            autoComplete="off"
            hint="Different from your main network name. Up to 50 characters."
            {...register('GuestNetworkName')}
            error={errors.GuestNetworkName?.message}
          />
          <TextField
            label="Guest Wi-Fi password"
            required
            {...passwordInput}
            hint={PASSWORD_HINT}
            {...register('guestpasscode')}
            error={errors.guestpasscode?.message}
          />
        </fieldset>
      </RevealedByTick>
    </>
  );
}
