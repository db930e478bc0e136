import en from '../messages/en.json';

// Every descriptor the screens use, read from the *.messages.ts files.
const declared = import.meta.glob<Record<string, unknown>>('./**/*.messages.ts', { eager: true });

type Descriptor = { id: string; defaultMessage: string };
const isDescriptor = (value: unknown): value is Descriptor =>
  typeof value === 'object' && value !== null && 'id' in value && 'defaultMessage' in value && typeof value.id === 'string';

function descriptorsOf(module: Record<string, unknown>): Descriptor[] {
  return Object.values(module).flatMap((value) => (isDescriptor(value) ? [value] : typeof value === 'object' && value !== null ? Object.values(value).filter(isDescriptor) : []));
}

describe("the profile's messages", () => {
  it('holds in English exactly the texts the screens declare (spec keys of other catalogues aside)', () => {
    const own = Object.values(declared)
      .flatMap(descriptorsOf)
      .filter((descriptor) => descriptor.id.startsWith('profile.'));
    expect(Object.fromEntries(own.map((descriptor) => [descriptor.id, descriptor.defaultMessage]))).toEqual(en);
  });

  it('says "Failed to save data" when a profile save fails and has the spec key profile.smsCodeError', () => {
    expect(en['profile.settings.saveFailed']).toBe('Failed to save data');
    expect(en).toHaveProperty(['profile.smsCodeError']);
  });
});
