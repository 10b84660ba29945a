// /office/bookings/settings: the rules online booking offers times by (#46), and the days
// off. Each is read from the worker when the page opens and saved on its own.
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { Page } from 'shared-ui/kit/Page';
import { PATHS } from '../../paths';
import { ResourceStatus } from '../../office/ResourceStatus';
import { useOfficeResource } from '../../office/useOfficeResource';
import { loadDaysOff, loadSettings } from './bookingApi';
import { DaysOffSection } from './DaysOffSection';
import { SettingsForm } from './SettingsForm';

export function BookingSettingsPage() {
  const settingsLoad = useCallback((signal: AbortSignal) => loadSettings(signal), []);
  const daysOffLoad = useCallback((signal: AbortSignal) => loadDaysOff(signal), []);
  const [settings, retrySettings, replaceSettings] = useOfficeResource(settingsLoad);
  const [daysOff, retryDaysOff, replaceDaysOff] = useOfficeResource(daysOffLoad);

  return (
    <Page
      title="Booking settings"
      lead="When visitors may book a consultation online, in Central Time (America/Chicago). New settings apply to new bookings; booked visits keep their times."
    >
      <p>
        <Link to={PATHS.officeBookings}>All consultations</Link>
      </p>
      <ResourceStatus resource={settings} retry={retrySettings} what="booking settings" />
      {settings.status === 'ready' && <SettingsForm settings={settings.data} onSaved={replaceSettings} />}
      <ResourceStatus resource={daysOff} retry={retryDaysOff} what="days off" />
      {daysOff.status === 'ready' && <DaysOffSection daysOff={daysOff.data} onChange={replaceDaysOff} />}
    </Page>
  );
}
