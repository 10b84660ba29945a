// /book (#46): "Book a free consultation". The page is sent without the app; its form is
// an island asked for at once (BookingForm), drawn from what the composer read for this
// request (the free times, a refusal), or, at build time, as step one.
import { company } from 'contract/company/company';
import { BOOKING_ZONE_NAME, BOOKING_TIME_ZONE } from 'contract/schemas/booking';
import { Island } from 'shared-ui/islands/Island';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PageWithSide } from 'shared-ui/kit/PageWithSide';
import { SidePanel } from 'shared-ui/kit/SidePanel';
import type { MarketingIsland } from '../../islandLoaders';
import { useBookingDrawing, type BookingDrawing } from './bookingDrawing';
import { BookingForm, type BookingFormProps } from './BookingForm';

export const BOOKING_TITLE = 'Book a free consultation';
const ISLAND: MarketingIsland = 'booking-form';

export const BOOKING_NEXT = [
  'It is free, and there is nothing to sign.',
  'A designer listens to what you have in mind and looks at the rooms with you, at your home or on the call.',
  'You get a written quote afterwards, to go over at your pace.',
] as const;

/** The island's props: only what the form draws from, as plain JSON. */
const islandProps = ({ values, issues, alert, stamp, offer }: BookingDrawing): BookingFormProps => ({
  values,
  ...(issues.length > 0 && { issues }),
  ...(alert && { alert }),
  ...(stamp && { stamp }),
  offer: { ...(offer.slots && { slots: offer.slots }), ...(offer.nextSlots && { nextSlots: offer.nextSlots }), ...(offer.outsideArea && { outsideArea: true as const }) },
});

export function BookingPage() {
  const drawing = useBookingDrawing();
  return (
    <Page
      title={BOOKING_TITLE}
      lead={
        <>
          Talk your project over with one of our designers: at your home, on a video call or on the phone. Pick a time from our calendar; all
          times are in {BOOKING_ZONE_NAME} ({BOOKING_TIME_ZONE}). Prefer to talk now? Call <a href={company.phone.href}>{company.phone.display}</a>.
        </>
      }
    >
      <PageMeta
        title={BOOKING_TITLE}
        description={`Book a free consultation with ${company.name}: an in-home visit, a video call or a phone call, at a time you pick.`}
      />
      <PageWithSide side={<SidePanel label="About your consultation" next={BOOKING_NEXT} />}>
        <Island
          name={ISLAND}
          load="now"
          component={BookingForm}
          {...(drawing?.form === 'booking' && { props: islandProps(drawing) })}
        />
      </PageWithSide>
    </Page>
  );
}
