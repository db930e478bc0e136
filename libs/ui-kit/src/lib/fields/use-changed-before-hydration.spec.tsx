import { useState } from 'react';
import { hydrateServerRendered } from '../testing/hydrate-server-rendered';
import { Checkbox } from './checkbox';
import { PhoneField } from './phone-field';
import { RadioGroup } from './radio-group';
import { Select } from './select';
import { Switch } from './switch';
import { TextField } from './text-field';

/** A form holding its fields' values in React state, telling `onValue` of every change it hears of. */
function Fields({ onValue }: { onValue: (name: string, value: unknown) => void }) {
  const [values, setValues] = useState({ email: '', method: 'card', terms: false, news: false, country: '', phone: { dialCode: '55', number: '', valid: false } });
  const set = (name: keyof typeof values) => (value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    onValue(name, value);
  };
  return (
    <form>
      <TextField id="email" label="Email" value={values.email} onChange={set('email')} />
      <RadioGroup
        label="Method"
        name="method"
        options={[
          { value: 'card', label: 'Card' },
          { value: 'bank', label: 'Bank transfer' },
        ]}
        value={values.method}
        onChange={set('method')}
      />
      <Checkbox id="terms" label="Accept the terms" checked={values.terms} onChange={set('terms')} />
      <Switch id="news" label="News" checked={values.news} onChange={set('news')} />
      <Select
        id="country"
        label="Country"
        options={[
          { value: 'PL', label: 'Poland' },
          { value: 'PT', label: 'Portugal' },
        ]}
        value={values.country}
        onChange={set('country')}
      />
      <PhoneField id="phone" label="Phone" value={values.phone} onChange={set('phone')} />
    </form>
  );
}

const input = (page: HTMLElement, selector: string) => page.querySelector(selector) as HTMLInputElement;

// What the player did while the scripts were on their way, what the form must hear, and how the field must look.
const changes: [string, (page: HTMLElement) => void, [string, unknown], (page: HTMLElement) => unknown, unknown][] = [
  ['a text field', (page) => (input(page, '#email').value = 'player@example.com'), ['email', 'player@example.com'], (page) => input(page, '#email').value, 'player@example.com'],
  ['a radio group', (page) => (input(page, 'input[value="bank"]').checked = true), ['method', 'bank'], (page) => input(page, 'input:checked').value, 'bank'],
  ['a checkbox', (page) => (input(page, '#terms').checked = true), ['terms', true], (page) => input(page, '#terms').checked, true],
  ['a switch', (page) => (input(page, '#news').checked = true), ['news', true], (page) => input(page, '#news').checked, true],
  ['a select', (page) => (input(page, '#country').value = 'PT'), ['country', 'PT'], (page) => input(page, '#country').value, 'PT'],
  [
    'a phone field',
    (page) => {
      input(page, 'select[aria-label]').value = '48';
      input(page, '#phone').value = '600 100 200';
    },
    ['phone', { dialCode: '48', number: '600 100 200', valid: true }],
    (page) => input(page, '#phone').value,
    '600 100 200',
  ],
];

describe('fields on a server-rendered page', () => {
  it.each(changes)('%s keeps what the player did before the page was hydrated, and the form hears of it', async (_, before, change, shown, expected) => {
    const heard = vi.fn();
    const page = await hydrateServerRendered(<Fields onValue={heard} />, before);
    expect(heard.mock.calls).toEqual([change]);
    expect(shown(page)).toBe(expected);
  });

  it('changes nothing when nothing was typed or chosen before hydration', async () => {
    const heard = vi.fn();
    await hydrateServerRendered(<Fields onValue={heard} />, () => undefined);
    expect(heard).not.toHaveBeenCalled();
  });
});
