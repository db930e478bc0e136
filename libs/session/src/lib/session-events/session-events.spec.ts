import { createSessionEvents, type SessionChange } from './session-events';

describe('session events', () => {
  it('tells every subscriber until it unsubscribes, even when another one throws', () => {
    const events = createSessionEvents();
    const heard: SessionChange[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    events.subscribe(() => {
      throw new Error('chat script broke');
    });
    const unsubscribe = events.subscribe((change) => heard.push(change));
    events.emit({ kind: 'sign-in', uid: 7 });
    unsubscribe();
    events.emit({ kind: 'sign-out', uid: 0 });
    expect(heard).toEqual([{ kind: 'sign-in', uid: 7 }]);
  });
});
