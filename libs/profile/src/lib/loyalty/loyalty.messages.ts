import { defineMessages } from 'react-intl';

export const loyaltyMessages = defineMessages({
  title: { id: 'profile.loyalty.title', defaultMessage: 'Loyalty' },
  intro: { id: 'profile.loyalty.intro', defaultMessage: 'Every real bet earns points. Climb the levels and spend points in the shop.' },
  points: { id: 'profile.loyalty.points', defaultMessage: 'Points' },
  level: { id: 'profile.loyalty.level', defaultMessage: 'Level' },
  character: { id: 'profile.loyalty.character', defaultMessage: 'Character' },
  nextLevel: { id: 'profile.loyalty.nextLevel', defaultMessage: 'Progress to the next level' },
  topLevel: { id: 'profile.loyalty.topLevel', defaultMessage: 'You have reached the top level.' },
  openProgramme: { id: 'profile.loyalty.openProgramme', defaultMessage: 'Loyalty programme' },
  openShop: { id: 'profile.loyalty.openShop', defaultMessage: 'Spend points in the shop' },
  inactiveTitle: { id: 'profile.loyalty.inactiveTitle', defaultMessage: 'You are not in the loyalty programme yet' },
  inactiveText: { id: 'profile.loyalty.inactiveText', defaultMessage: 'Join the programme to earn points with every bet and exchange them for rewards.' },
});
