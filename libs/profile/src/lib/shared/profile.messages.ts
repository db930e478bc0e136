import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

/** Texts every profile screen shares: the section navigation, loading failures, saving. */
export const profileMessages = texts('profile');
