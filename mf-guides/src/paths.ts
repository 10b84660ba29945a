// Every page of the guides remote, declared once: its routes, its links and its
// tests read these, and the shell's route table is checked against them.
export const PATHS = {
  welcome: '/tobhomes',
  homeNetworking: '/tobhomes/homenetworking',
  homeNetworkingOption1: '/tobhomes/homenetworking/option1',
  homeNetworkingOption2: '/tobhomes/homenetworking/option2',
  caseta: '/tobhomes/caseta',
  ringDoorbell: '/tobhomes/ringdoorbell',
  gettingStarted: '/gettingstarted',
  lan: '/gettingstarted/lan',
} as const;
