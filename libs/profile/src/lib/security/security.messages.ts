import { defineMessage, defineMessages } from 'react-intl';

export const securityMessages = defineMessages({
  title: { id: 'profile.security.title', defaultMessage: 'Security' },
  intro: { id: 'profile.security.intro', defaultMessage: 'Protect your account with a strong password and a one-time code at sign-in.' },
  passwordTitle: { id: 'profile.security.passwordTitle', defaultMessage: 'Change password' },
  oldPassword: { id: 'profile.security.oldPassword', defaultMessage: 'Current password' },
  newPassword: { id: 'profile.security.newPassword', defaultMessage: 'New password' },
  newPasswordHint: { id: 'profile.security.newPasswordHint', defaultMessage: '6 to 20 characters, no spaces.' },
  repeatPassword: { id: 'profile.security.repeatPassword', defaultMessage: 'Repeat the new password' },
  changePassword: { id: 'profile.security.changePassword', defaultMessage: 'Change password' },
  passwordChanged: { id: 'profile.security.passwordChanged', defaultMessage: 'Your password is changed.' },
  wrongOldPassword: { id: 'profile.security.wrongOldPassword', defaultMessage: 'The current password is wrong.' },
  twoFactorTitle: { id: 'profile.security.twoFactorTitle', defaultMessage: 'Two-factor authentication' },
  twoFactorIntro: { id: 'profile.security.twoFactorIntro', defaultMessage: 'When it is on, signing in also asks for a code we send to your email or phone.' },
  twoFactorOn: { id: 'profile.security.twoFactorOn', defaultMessage: 'On' },
  twoFactorOff: { id: 'profile.security.twoFactorOff', defaultMessage: 'Off' },
  enable: { id: 'profile.security.enable', defaultMessage: 'Turn on' },
  disable: { id: 'profile.security.disable', defaultMessage: 'Turn off' },
  code: { id: 'profile.security.code', defaultMessage: 'Code' },
  confirmEnable: { id: 'profile.security.confirmEnable', defaultMessage: 'Confirm and turn on' },
  confirmDisable: { id: 'profile.security.confirmDisable', defaultMessage: 'Confirm and turn off' },
  cancel: { id: 'profile.security.cancel', defaultMessage: 'Cancel' },
  resend: { id: 'profile.security.resend', defaultMessage: 'Send a new code' },
  enabled: { id: 'profile.security.enabled', defaultMessage: 'Two-factor authentication is on.' },
  disabled: { id: 'profile.security.disabled', defaultMessage: 'Two-factor authentication is off.' },
  codeInvalid: { id: 'profile.security.codeInvalid', defaultMessage: 'The code is wrong. Check it and try again.' },
  codeExpired: { id: 'profile.security.codeExpired', defaultMessage: 'The code has expired. Ask for a new one.' },
  codeSixDigits: { id: 'profile.security.codeSixDigits', defaultMessage: 'The code must contain 6 digits.' },
});

export const resendWaitMessage = defineMessage<{ seconds: number }>(
  { id: 'profile.security.resendWait', defaultMessage: 'You can ask for a new code in {seconds} s.' },
  { typed: true },
);

export const codeSentMessage = defineMessage<{ login: string }>(
  { id: 'profile.security.codeSent', defaultMessage: 'We sent a code to {login}. Enter it to confirm.' },
  { typed: true },
);
