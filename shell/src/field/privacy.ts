// Global Privacy Control: a browser whose visitor asks not to be tracked (it sends
// Sec-GPC: 1 and says navigator.globalPrivacyControl === true) sends no field reports at
// all. The worker also drops anything that comes with Sec-GPC: 1.

type WithPrivacyControl = Pick<Navigator, never> & { globalPrivacyControl?: unknown };

export const asksNotToBeTracked = (nav: WithPrivacyControl | undefined): boolean => nav?.globalPrivacyControl === true;
