import { profileFixture } from '@casino/api-client/testing';
import { dottedToIso, isoToDotted, toFormValues, toProfileFields } from './profile-form-values';

describe('profile form values', () => {
  it.each([
    ['1990-04-12', '12.04.1990'],
    ['1990-04-12T00:00:00Z', '12.04.1990'],
    [null, ''],
    ['12.04.1990', '12.04.1990'],
  ])('shows the birth date %s as %s', (iso, dotted) => {
    expect(isoToDotted(iso)).toBe(dotted);
  });

  it('sends a typed date as yyyy-mm-dd', () => {
    expect(dottedToIso(' 01.02.2000 ')).toBe('2000-02-01');
  });

  it('fills the form from the profile', () => {
    expect(toFormValues(profileFixture)).toEqual({
      first_name: 'Anna',
      last_name: 'Nowak',
      sex: '2',
      birth_date: '12.04.1990',
      document_type: 'passport',
      document_number: 'AB1234567',
      country_code: 'PL',
      region: 'Mazowieckie',
      home_town: 'Warszawa',
      address: 'ul. Prosta 1/2',
      postcode: '00850',
    });
  });

  it('sends trimmed values, the sex as a number, the country with its name, and leaves blank fields out', () => {
    const fields = toProfileFields(
      { first_name: ' Anna ', last_name: '', sex: '1', birth_date: '12.04.1990', country_code: 'PT', postcode: '1000' },
      (code) => `name of ${code}`,
    );
    expect(fields).toEqual({ first_name: 'Anna', sex: 1, birth_date: '1990-04-12', country_code: 'PT', country: 'name of PT', postcode: '1000' });
  });
});
