import { depositSettingsFixture } from '@casino/api-client/testing';
import type { DepositSettings } from '@casino/platform-contract';
import { startingDraft } from './deposit-draft';

const [card] = depositSettingsFixture.methods;
if (!card) throw new Error('the deposit settings fixture lists a card');
const wallet = { ...card, sysname: 'ewallet', name: 'E-wallet', fields: [], min_amount: 5, max_amount: 150 };
const settings: DepositSettings = { ...depositSettingsFixture, methods: [...depositSettingsFixture.methods, wallet] };

describe('startingDraft', () => {
  it('starts the deposit page at the first method and the middle preset it accepts, never an empty amount', () => {
    expect(startingDraft(settings)).toEqual({ method: 'card', amount: '50', campaign_offer_id: '' });
  });

  it('starts the quick deposit at a method payable without details, at that method\'s own sensible preset', () => {
    expect(startingDraft(settings, { payableHere: true })).toEqual({ method: 'ewallet', amount: '20', campaign_offer_id: '' });
  });

  it('keeps a carried draft as typed, and the method the address asks for', () => {
    const carried = { method: 'bank_transfer', amount: '75.5', campaign_offer_id: '3' };
    expect(startingDraft(settings, { carried, payableHere: true })).toEqual(carried);
    expect(startingDraft(settings, { requested: 'bank_transfer' })).toEqual({ method: 'bank_transfer', amount: '100', campaign_offer_id: '' });
  });

  it('drops a carried draft whose method the platform no longer offers', () => {
    const carried = { method: 'gone', amount: '9999', campaign_offer_id: '3' };
    expect(startingDraft(settings, { carried })).toEqual({ method: 'card', amount: '50', campaign_offer_id: '' });
  });
});
