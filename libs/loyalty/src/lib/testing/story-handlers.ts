import { platformHandler, platformHandlers, visitorAccountFixture } from '@casino/api-client/testing';
import { cmsHandlers } from '@casino/cms-client/testing';
import { loyaltyCmsHandler, loyaltyInfoAnswer, loyaltyProductsAnswer, loyaltyProgramsAnswer } from './loyalty-fixtures';

/** The platform and CMS of the stories: a signed-in player with the emulator-like programme and shop. */
export const storyHandlers = [loyaltyInfoAnswer(), loyaltyProductsAnswer(), loyaltyProgramsAnswer, loyaltyCmsHandler, ...platformHandlers, ...cmsHandlers];

/** The same, seen by a visitor. */
export const visitorHandlers = [platformHandler('account.getInfo', visitorAccountFixture), ...storyHandlers];
