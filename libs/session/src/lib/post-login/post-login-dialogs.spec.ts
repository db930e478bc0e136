import { cashbacksFixture } from '@casino/api-client/testing';
import type { Cashback, CampaignPopup } from '@casino/platform-contract';
import { campaignDialogs, unseenCashbackDialogs } from './post-login-dialogs';

const cashback = (id: number | string): Cashback => ({ ...cashbacksFixture[0], id });
const popup = (id: number, offer_id: number | null = null): CampaignPopup => ({ id, title: `Popup ${id}`, description: {}, offer_id });

describe('unseenCashbackDialogs', () => {
  it.each([
    { name: 'no cashback', cashbacks: [], seen: null, dialogs: [] },
    { name: 'a cashback never seen', cashbacks: [cashback(41), cashback(40)], seen: null, dialogs: [{ id: 'unseen-cashback', props: { cashbackId: 41 } }] },
    { name: 'a cashback newer than the seen one', cashbacks: [cashback(41)], seen: '40', dialogs: [{ id: 'unseen-cashback', props: { cashbackId: 41 } }] },
    { name: 'the newest already seen', cashbacks: [cashback(41), cashback(40)], seen: '41', dialogs: [] },
    { name: 'a string id already seen', cashbacks: [cashback('cb-7')], seen: 'cb-7', dialogs: [] },
  ])('$name', ({ cashbacks, seen, dialogs }) => {
    expect(unseenCashbackDialogs(cashbacks, seen)).toEqual(dialogs);
  });
});

describe('campaignDialogs', () => {
  it.each([
    { popups: [], dialogs: [] },
    {
      popups: [popup(1, 9), popup(2)],
      dialogs: [
        { id: 'campaign', props: { popupId: 1, offerId: 9 } },
        { id: 'campaign', props: { popupId: 2, offerId: null } },
      ],
    },
  ])('%o', ({ popups, dialogs }) => {
    expect(campaignDialogs(popups)).toEqual(dialogs);
  });
});
