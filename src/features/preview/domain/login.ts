/** The store password form (checkout §2 Login page): one field, sent as a GET to / (checkout §6). */
export const ACCESS_CODE_FIELD = 'accessCode';
export const ACCESS_CODE_LABEL = 'Access code';
export const LOGIN_ACTION = '/';
