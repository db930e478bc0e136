import en from '../messages/en.json';

describe("the profile's messages", () => {
  it('says "Failed to save data" when a profile save fails and has the spec key profile.smsCodeError', () => {
    expect(en['profile.settings.saveFailed']).toBe('Failed to save data');
    expect(en).toHaveProperty(['profile.smsCodeError']);
  });
});
