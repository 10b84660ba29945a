// The booking settings as a form holds them, and back: each weekday's Open box and its
// opening and closing times, the numbers as typed, the ZIP codes as one text (one a line,
// or separated by commas). The form is checked by the contract's bookingSettingsSchema
// itself: the values are turned into settings, and each of its messages is put on the
// field it is about, so the office reads the worker's own rules before anything is sent.
import { bookingSettingsSchema, WEEKDAYS, type BookingSettings, type Weekday } from 'contract/schemas/bookingOffice';
import { z } from 'contract/schemas/zod';

/** The weekdays as the office reads a week, Monday first. */
export const WEEK: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

export const DAY_NAMES: Record<Weekday, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** The times a closed day offers once it is opened. */
const DEFAULT_HOURS = { opens: '09:00', closes: '17:00' };

export const NUMBER_FIELDS = ['visitMinutes', 'bufferMinutes', 'dailyMax', 'noticeHours', 'horizonDays'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

export const openField = (day: Weekday) => `${day}Open` as const;
export const opensField = (day: Weekday) => `${day}Opens` as const;
export const closesField = (day: Weekday) => `${day}Closes` as const;

type OpenFields = { [D in Weekday as `${D}Open`]: boolean };
type TimeFields = { [D in Weekday as `${D}Opens` | `${D}Closes`]: string };

export type SettingsFormValues = OpenFields & TimeFields & Record<NumberField, string> & { zips: string };

const text = z.string();
const flag = z.boolean();
type FormShape = { [K in keyof SettingsFormValues]: SettingsFormValues[K] extends boolean ? typeof flag : typeof text };

const formShape = Object.fromEntries([
  ...WEEK.flatMap((day) => [
    [openField(day), flag],
    [opensField(day), text],
    [closesField(day), text],
  ]),
  ...NUMBER_FIELDS.map((field) => [field, text]),
  ['zips', text],
]) as FormShape;

const splitZips = (zips: string) => zips.split(/[\s,;]+/).filter(Boolean);

/** A whole number as typed; anything else (nothing, '1.5', 'ten') is NaN, which the schema refuses with its message. */
const wholeOrNaN = (typed: string) => (/^\s*-?\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

export function toSettings(values: SettingsFormValues): BookingSettings {
  const weeklyHours = Object.fromEntries(
    WEEKDAYS.map((day) => [day, values[openField(day)] ? { opens: values[opensField(day)], closes: values[closesField(day)] } : null]),
  ) as BookingSettings['weeklyHours'];
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((field) => [field, wholeOrNaN(values[field])])) as Record<NumberField, number>;
  return { weeklyHours, ...numbers, zips: splitZips(values.zips) };
}

export function toFormValues(settings: BookingSettings): SettingsFormValues {
  // In the order the form shows them: the error summary lists the fields' errors in this order.
  const days = Object.fromEntries(
    WEEK.flatMap((day) => {
      const hours = settings.weeklyHours[day];
      return [
        [openField(day), hours !== null],
        [opensField(day), (hours ?? DEFAULT_HOURS).opens],
        [closesField(day), (hours ?? DEFAULT_HOURS).closes],
      ];
    }),
  ) as OpenFields & TimeFields;
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((field) => [field, String(settings[field])])) as Record<NumberField, string>;
  return { ...days, ...numbers, zips: settings.zips.join('\n') };
}

/** The form field a settings issue is about: weeklyHours.monday.closes → mondayCloses; zips.3 → zips. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, day, part] = path;
  if (first === 'weeklyHours' && typeof day === 'string') return part === 'closes' ? closesField(day as Weekday) : opensField(day as Weekday);
  return String(first);
}

function checkAsSettings(values: SettingsFormValues, ctx: z.RefinementCtx<SettingsFormValues>) {
  const settings = toSettings(values);
  const result = bookingSettingsSchema.safeParse(settings);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const [first, index] = issue.path;
    // A ZIP code the schema refuses is named, so the office finds it in a long list.
    const zip = first === 'zips' && typeof index === 'number' ? settings.zips[index] : undefined;
    ctx.addIssue({ code: 'custom', path: [fieldOf(issue.path)], message: zip ? `${issue.message}: “${zip}” is not` : issue.message });
  }
}

export const settingsFormSchema = z.pipe(z.strictObject(formShape).check(z.superRefine(checkAsSettings)), z.transform(toSettings));
