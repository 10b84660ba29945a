// A ticket page as a remote writes one (the kit's fields registered on ZodForm), and the
// remote's server code as its host runs it (tooling/ssr/renderRemote.tsx): the page drawn
// with a refusal as its form's input. For the composer's tests.
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { TICKET_CATEGORIES } from 'contract/schemas/ticket';
import { FormRefusalContext } from 'shared-ui/forms/formRefusal';
import { HoneypotField } from 'shared-ui/forms/HoneypotField';
import { readRefusalRequest } from 'shared-ui/forms/refusalRequest';
import { ZodForm } from 'shared-ui/forms/ZodForm';
import { Checkbox } from 'shared-ui/kit/Checkbox';
import { Select } from 'shared-ui/kit/Select';
import { TextField } from 'shared-ui/kit/TextField';

export const HEADING = 'Please resolve the following errors before submitting';

const ticketSchema = z.object({
  name: z.string(),
  commercialCustomer: z.boolean(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  category: z.string(),
  date: z.string(),
  purchaseDomain: z.string(),
  description: z.string(),
});
const EMPTY_TICKET = { name: '', commercialCustomer: false, email: '', phone: '', address: '', category: '', date: '', purchaseDomain: '', description: '' };

/** A ticket form as a remote writes one: the kit's fields registered on ZodForm. */
export const TicketPage = () => (
  <section>
    <h1>Support ticket</h1>
    <ZodForm schema={ticketSchema} defaultValues={EMPTY_TICKET} errorHeading={HEADING} submitLabel="Submit ticket" onValid={() => {}} nativeForm="ticket">
      {({ register, formState: { errors } }) => (
        <>
          <TextField label="Name" required {...register('name')} error={errors.name?.message} />
          <Checkbox label="This is for a business" {...register('commercialCustomer')} />
          <TextField label="Email" type="email" required {...register('email')} error={errors.email?.message} />
          <TextField label="Phone" type="tel" required {...register('phone')} error={errors.phone?.message} />
          <TextField label="Address" required {...register('address')} error={errors.address?.message} />
          <HoneypotField ref={null} />
          <Select label="Type of issue" placeholder="Choose one" options={TICKET_CATEGORIES.map((value) => ({ value, label: value }))} {...register('category')} error={errors.category?.message} />
          <TextField label="Month" hint="YYYY-MM" {...register('date')} error={errors.date?.message} />
          <Select label="Bought from us?" placeholder="Not sure" options={[{ value: 'Yes', label: 'Yes' }, { value: 'No', label: 'No' }]} {...register('purchaseDomain')} />
          <TextField multiline label="Describe the issue" required {...register('description')} error={errors.description?.message} />
        </>
      )}
    </ZodForm>
  </section>
);

/** The remote's server code as its host runs it: the page drawn with the refusal as its form's input. */
export const remoteServer = {
  renderRefusal: async (body: unknown) => {
    const request = readRefusalRequest(body);
    return (
      request &&
      renderToString(
        <FormRefusalContext value={request.refusal}>
          <TicketPage />
        </FormRefusalContext>,
      )
    );
  },
};

