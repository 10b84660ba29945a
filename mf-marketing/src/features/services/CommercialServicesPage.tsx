import { ServiceList } from './components/ServiceList';
import { COMMERCIAL_SERVICES } from './data/commercial';

export default function CommercialServicesPage() {
  return (
    <ServiceList
      title="Commercial services"
      lead="Sound, video, networks and control for restaurants, offices, churches, venues, apartment buildings and stores, installed around your business hours."
      metaDescription="Commercial audio, video and networking for restaurants and sports bars, conference rooms, houses of worship, night clubs and event centers, apartments, retail stores, acoustic treatment and sound masking."
      services={COMMERCIAL_SERVICES}
    />
  );
}
