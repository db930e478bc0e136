import { defineMessages } from 'react-intl';

export const systemPagesMessages = defineMessages({
  notFoundTitle: { id: 'shell.system.notFoundTitle', defaultMessage: 'Page not found' },
  notFoundAction: { id: 'shell.system.notFoundAction', defaultMessage: 'Go to the home page' },
  forbiddenTitle: { id: 'shell.system.forbiddenTitle', defaultMessage: 'Access denied' },
  forbiddenDescription: {
    id: 'shell.system.forbiddenDescription',
    defaultMessage: 'You do not have access to this page. Go back to the home page and try again.',
  },
  maintenanceTitle: { id: 'shell.system.maintenanceTitle', defaultMessage: 'We will be back soon' },
  maintenanceDescription: {
    id: 'shell.system.maintenanceDescription',
    defaultMessage: 'The site is under maintenance. Please try again in a few minutes.',
  },
  maintenanceAction: { id: 'shell.system.maintenanceAction', defaultMessage: 'Try again' },
  userBlockedTitle: { id: 'shell.system.userBlockedTitle', defaultMessage: 'Your account is blocked' },
  userBlockedDescription: {
    id: 'shell.system.userBlockedDescription',
    defaultMessage: 'Contact support to find out why and what you can do next.',
  },
  userBlockedAction: { id: 'shell.system.userBlockedAction', defaultMessage: 'Contact support' },
  slotErrorTitle: { id: 'shell.system.slotErrorTitle', defaultMessage: 'The game could not be started' },
  slotErrorDescription: {
    id: 'shell.system.slotErrorDescription',
    defaultMessage: 'Something went wrong while loading this game. Choose another one in the game hall.',
  },
  slotErrorAction: { id: 'shell.system.slotErrorAction', defaultMessage: 'Go to the game hall' },
  notAvailableTitle: { id: 'shell.system.notAvailableTitle', defaultMessage: 'Coming soon' },
  notAvailableDescription: {
    id: 'shell.system.notAvailableDescription',
    defaultMessage: 'This section is not available yet. Please come back later.',
  },
});
