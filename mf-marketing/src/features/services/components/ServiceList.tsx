import type { ReactNode } from 'react';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { BookingInvite } from '../../../common/BookingInvite';
import { ClosingBand } from '../../../common/ClosingBand';
import type { Service } from '../data/types';
import { ServiceIndex } from './ServiceIndex';
import { ServiceSection } from './ServiceSection';

export interface ServiceListProps {
  title: string;
  lead: ReactNode;
  metaDescription: string;
  services: readonly Service[];
}

/** A page of services: an in-page index, one section per service, the way to book a consultation, then the site's closing band. */
export function ServiceList({ title, lead, metaDescription, services }: ServiceListProps) {
  return (
    <>
      <Page title={title} lead={lead}>
        <PageMeta title={title} description={metaDescription} />
        <ServiceIndex services={services} />
        {services.map((service, index) => (
          <ServiceSection key={service.id} service={service} flip={index % 2 === 1} lead={index === 0} />
        ))}
        <BookingInvite />
      </Page>
      <ClosingBand
        heading="Not sure where to start?"
        text="Tell us about your project and a designer will call you back, usually the same business day."
      />
    </>
  );
}
