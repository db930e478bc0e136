import { parseLocation, type OpenDialogDecision } from '@casino/routing';
import type { UnknownAction } from '@reduxjs/toolkit';
import { openGuardDialogs, type DialogFollowUp } from './guard-dialogs';

function run(dialogs: OpenDialogDecision[], url = '/pl/gamehall?show_popup_reg=1') {
  const actions: UnknownAction[] = [];
  const followUps = new Map<string, DialogFollowUp>();
  const stored: Record<string, string> = {};
  openGuardDialogs((action) => actions.push(action), dialogs, followUps, { setItem: (key, value) => (stored[key] = value) }, parseLocation(url));
  return { actions, followUps: [...followUps.values()], stored };
}

describe('openGuardDialogs', () => {
  it('opens the registration popup non-closable, remembers show_popup_reg and cleans the query when a visitor closes it', () => {
    const { actions, followUps, stored } = run(
      [
        {
          type: 'open-dialog',
          dialog: { id: 'auth', mode: 'register', preventClose: true },
          onClose: { type: 'redirect', to: '/pl/gamehall', replace: true },
          remember: { key: 'show_popup_reg', value: '1' },
        },
      ],
    );
    expect(actions).toEqual([expect.objectContaining({ payload: expect.objectContaining({ id: 'auth', preventClose: true, props: { mode: 'register' } }) })]);
    expect(stored).toEqual({ show_popup_reg: '1' });
    expect(followUps).toEqual([{ to: '/pl/gamehall', replace: true, visitorsOnly: true, openedAt: '/pl/gamehall?show_popup_reg=1' }]);
  });

  it('sends a visitor who closes the #real popup to the index, but not one who signed up', () => {
    const { followUps } = run(
      [{ type: 'open-dialog', dialog: { id: 'auth', mode: 'register', preventClose: false }, onClose: { type: 'redirect', to: '/pl', replace: true } }],
      '/pl/game/x#real',
    );
    expect(followUps).toEqual([{ to: '/pl', replace: true, visitorsOnly: true, openedAt: '/pl/game/x#real' }]);
  });

  it('opens the campaign popup preview', () => {
    const { actions } = run([{ type: 'open-dialog', dialog: { id: 'campaign', preview: true, popup: '12' } }]);
    expect(actions[0]).toMatchObject({ payload: { id: 'campaign', props: { preview: true, popupId: '12' } } });
  });
});
