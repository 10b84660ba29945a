import { company } from 'contract/company/company';
import { ServiceList } from './components/ServiceList';
import { RESIDENTIAL_SERVICES } from './data/residential';

export default function ResidentialServicesPage() {
  return (
    <ServiceList
      title="Residential services"
      lead={`Theaters, music, automation, lighting and networks for homes across ${company.region}, designed around the way your household lives.`}
      metaDescription="Home theater, whole-home distributed audio, automation control, smart lighting, structured wiring and home networking, designed, installed and serviced by Rock River Audio Video."
      services={RESIDENTIAL_SERVICES}
    />
  );
}
