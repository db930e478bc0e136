import { platformHandler, platformHandlers, visitorAccountFixture } from '@casino/api-client/testing';
import { cmsCommonFixture, cmsHandlers } from '@casino/cms-client/testing';
import type { SupportSettings } from '@casino/platform-contract';
import { http, HttpResponse } from 'msw';

export const faqFixture = [
  { question: 'How fast are withdrawals?', answer: 'Most withdrawals are processed within 24 hours once your account is verified.' },
  { question: 'How do I activate a bonus?', answer: 'Open Profile, then Bonuses, and press Activate next to the bonus you want to use.' },
  { question: 'Can I set a deposit limit?', answer: 'Yes: in Profile, Responsible gaming, choose a daily, weekly or monthly limit.' },
];

/** The CMS common config with a support FAQ. */
export const cmsCommonWithFaq = http.get('*/cms/api/common', () => HttpResponse.json({ data: { ...cmsCommonFixture, faq: faqFixture }, meta: {} }));

export const noChatSettings: SupportSettings = { provider: null, config: {} };

/** support.getsettings naming a provider (its script is unreachable in tests and stories, as in the emulator). */
export const chatSettings = (provider: string): SupportSettings => ({
  provider,
  config: { [provider]: { id: `${provider}-demo`, widget_id: `${provider}-widget-demo`, license: '00000000', lang: 'en', uid: '7', name: 'Demo', email: 'demo@example.com' } },
});

/** The platform and CMS of the stories: a visitor, no FAQ and the no-op chat. */
export const storyHandlers = [platformHandler('account.getInfo', visitorAccountFixture), platformHandler('support.getsettings', noChatSettings), ...platformHandlers, ...cmsHandlers];
