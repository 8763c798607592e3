/** The store password form (checkout §2 Login page): one field, sent as a GET to / (checkout §6). */
import { login } from '../../../shared/messages/en/login.ts';

export const ACCESS_CODE_FIELD = 'accessCode';
export const ACCESS_CODE_LABEL = login.accessCode;
export const LOGIN_ACTION = '/';
