/**
 * The firm's time zone when TIME_ZONE does not name another: the dates the public pages show, and the
 * times of the admin's exports and e-mails, are the firm's (in Tamil Nadu), wherever the server runs.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
