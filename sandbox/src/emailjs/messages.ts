// The EmailJS API's answers, as plain text like the real service's. The first three
// are the real service's words; the others are this stand-in's where the real text
// is not documented.
export const EMAILJS_MESSAGES = {
  ok: 'OK',
  publicKeyInvalid: 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  serviceIdInvalid: 'The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin',
  templateIdInvalid: 'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  templateParamsInvalid: 'The template params have to be the object. Visit https://www.emailjs.com/docs/sdk/send/',
  accessTokenInvalid: 'The access token is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account/security',
  bodyInvalid: 'The request body must be a JSON object. Visit https://www.emailjs.com/docs/rest-api/send/',
  variablesTooLarge: 'Variables size limit. The maximum allowed variables size is 50Kb',
  unavailable: 'The service is temporarily unavailable',
} as const;

/** The real service refuses larger requests (its dynamic variables limit). */
export const MAX_SEND_BYTES = 50 * 1024;

export const TEMPLATE_ID_PATTERN = /^template_[a-z0-9_]+$/;
