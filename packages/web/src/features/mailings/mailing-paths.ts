/** The screens of mailings. */
export const MAILINGS_PATH = "/mailings";
export const NEW_MAILING_PATH = "/mailings/new";
export const mailingPath = (id: number) => `/mailings/${id}`;
