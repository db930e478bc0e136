import { defineMessages } from 'react-intl';

export const systemPagesMessages = defineMessages({
  notFoundTitle: { id: 'frame.system.notFoundTitle', defaultMessage: 'Page not found' },
  notFoundAction: { id: 'frame.system.notFoundAction', defaultMessage: 'Go to the home page' },
  forbiddenTitle: { id: 'frame.system.forbiddenTitle', defaultMessage: 'Access denied' },
  forbiddenDescription: {
    id: 'frame.system.forbiddenDescription',
    defaultMessage: 'You do not have access to this page. Go back to the home page and try again.',
  },
  maintenanceTitle: { id: 'frame.system.maintenanceTitle', defaultMessage: 'We will be back soon' },
  maintenanceDescription: {
    id: 'frame.system.maintenanceDescription',
    defaultMessage: 'The site is under maintenance. Please try again in a few minutes.',
  },
  maintenanceAction: { id: 'frame.system.maintenanceAction', defaultMessage: 'Try again' },
  userBlockedTitle: { id: 'frame.system.userBlockedTitle', defaultMessage: 'Your account is blocked' },
  userBlockedDescription: {
    id: 'frame.system.userBlockedDescription',
    defaultMessage: 'Contact support to find out why and what you can do next.',
  },
  userBlockedAction: { id: 'frame.system.userBlockedAction', defaultMessage: 'Contact support' },
  slotErrorTitle: { id: 'frame.system.slotErrorTitle', defaultMessage: 'The game could not be started' },
  slotErrorDescription: {
    id: 'frame.system.slotErrorDescription',
    defaultMessage: 'Something went wrong while loading this game. Choose another one in the game hall.',
  },
  slotErrorAction: { id: 'frame.system.slotErrorAction', defaultMessage: 'Go to the game hall' },
  notAvailableTitle: { id: 'frame.system.notAvailableTitle', defaultMessage: 'Coming soon' },
  notAvailableDescription: {
    id: 'frame.system.notAvailableDescription',
    defaultMessage: 'This section is not available yet. Please come back later.',
  },
});
