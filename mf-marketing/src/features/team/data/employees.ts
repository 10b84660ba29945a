import type { portraits } from '../../../assets/generated/portraits';

export type Department = 'Management' | 'Admin' | 'Technician' | 'Sales';

export interface Employee {
  key: string;
  firstName: string;
  lastName: string;
  title: string;
  /** The portrait's key in assets/generated/portraits. */
  img: keyof typeof portraits;
  /** The year they joined, shown as 'Team Member Since'. */
  year: number;
  dept: Department;
}

export const EMPLOYEES: readonly Employee[] = [
  { key: 'dale-kowalski', firstName: 'Dale', lastName: 'Kowalski', title: 'Founder & President', img: 'portrait-01', year: 1998, dept: 'Management' },
  { key: 'karen-brekke', firstName: 'Karen', lastName: 'Brekke', title: 'Vice President of Operations', img: 'portrait-02', year: 2001, dept: 'Management' },
  { key: 'marcus-reinholt', firstName: 'Marcus', lastName: 'Reinholt', title: 'Service Manager', img: 'portrait-03', year: 2006, dept: 'Management' },
  { key: 'jenny-halverson', firstName: 'Jenny', lastName: 'Halverson', title: 'Office Manager', img: 'portrait-04', year: 2004, dept: 'Admin' },
  { key: 'tasha-greene', firstName: 'Tasha', lastName: 'Greene', title: 'Accounts & Billing', img: 'portrait-05', year: 2015, dept: 'Admin' },
  { key: 'priya-natarajan', firstName: 'Priya', lastName: 'Natarajan', title: 'Scheduling Coordinator', img: 'portrait-06', year: 2021, dept: 'Admin' },
  { key: 'andre-wallace', firstName: 'Andre', lastName: 'Wallace', title: 'Residential Design Consultant', img: 'portrait-07', year: 2009, dept: 'Sales' },
  { key: 'heather-lindqvist', firstName: 'Heather', lastName: 'Lindqvist', title: 'Commercial Account Manager', img: 'portrait-08', year: 2013, dept: 'Sales' },
  { key: 'luis-ortega', firstName: 'Luis', lastName: 'Ortega', title: 'Sales + Project Manager', img: 'portrait-09', year: 2019, dept: 'Sales' },
  { key: 'tom-schultz', firstName: 'Tom', lastName: 'Schultz', title: 'Lead Systems Integrator', img: 'portrait-10', year: 2002, dept: 'Technician' },
  { key: 'ashley-voss', firstName: 'Ashley', lastName: 'Voss', title: 'Control Systems Programmer', img: 'portrait-11', year: 2011, dept: 'Technician' },
  { key: 'derek-pfeiffer', firstName: 'Derek', lastName: 'Pfeiffer', title: 'Senior Installer', img: 'portrait-12', year: 2008, dept: 'Technician' },
  { key: 'kayla-moen', firstName: 'Kayla', lastName: 'Moen', title: 'Network Technician', img: 'portrait-13', year: 2017, dept: 'Technician' },
  { key: 'jamal-carter', firstName: 'Jamal', lastName: 'Carter', title: 'System Integrator', img: 'portrait-14', year: 2018, dept: 'Technician' },
  { key: 'evan-lindahl', firstName: 'Evan', lastName: 'Lindahl', title: 'Service Technician', img: 'portrait-15', year: 2020, dept: 'Technician' },
  { key: 'maya-rivera', firstName: 'Maya', lastName: 'Rivera', title: 'Apprentice Integrator', img: 'portrait-16', year: 2023, dept: 'Technician' },
];
