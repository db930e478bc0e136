import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const accountMessages = texts('shell.account');

/** Signing in, up and out and the balance: the account actions of both shells' top bars and the site menu. */
export const accountActionMessages = texts('shell.header');
