import { checkCatalogueCompleteness, commonMessages, loadMessages } from '@casino/i18n';
import { LOCALES } from '@casino/platform-contract';
import { createIntl } from 'react-intl';
import { VALIDATION_MESSAGES } from './lib/messages';
import { validatorsMessages } from './validators-messages';

// SPEC.md section 5, verbatim.
const SPEC_DEFAULT_MESSAGES =
  'Field is required; Wrong email address; Min length is $$min$$; Max length is $$max$$; Wrong phone number; Wrong fake name; Wrong password; Wrong symbols in name; Wrong address; Wrong postcode; Wrong iban; Same as field; Min value is $$min$$; Max value is $$max$$; Wrong date';

const SPEC_KEYS =
  'wrongField, requiredField, sumError, wrongPhoneFormat, insertPhoneNumber, wrongEmailAddress, insertEmailAddress, insertPassword, shortPassword, notWalidPassword, passwordsNotEqual, minCountSymbolsFakename, specialSymbolsFakename, uncheckedCheckbox, useSpace';

const descriptors = Object.values(VALIDATION_MESSAGES);
const sampleValues = { min: 6, max: 20, symbols: 'ä ö' };

describe('validation messages', () => {
  it('use every default message of the spec', () => {
    const defaults = new Set(descriptors.map(({ defaultMessage }) => defaultMessage.replace(/: \$\$symbols\$\$$/, '')));
    for (const text of SPEC_DEFAULT_MESSAGES.split('; ')) expect(defaults).toContain(text);
  });

  it('use every key of the common.fieldsValidatorErrors group', () => {
    const keys = new Set(descriptors.map(({ key }) => key));
    for (const name of SPEC_KEYS.split(', ')) expect(keys).toContain(`common.fieldsValidatorErrors.${name}`);
  });

  it('have validators.* English texts that are the spec defaults in ICU form', async () => {
    const english = await validatorsMessages.en();
    for (const { key, defaultMessage } of descriptors.filter(({ key }) => key.startsWith('validators.'))) {
      expect(english[key]).toBe(defaultMessage.replace(/\$\$(\w+)\$\$/g, '{$1}'));
    }
  });

  it('is completely translated', async () => {
    await expect(checkCatalogueCompleteness(validatorsMessages)).resolves.toEqual([]);
  });

  it.each(LOCALES)('format every message in %s with its values, other than in English', async (locale) => {
    const messages = await loadMessages([commonMessages, validatorsMessages], locale);
    const english = await loadMessages([commonMessages, validatorsMessages], 'en');
    const intl = createIntl({ locale, messages, onError: (error) => { throw error; } });
    for (const { key } of descriptors) {
      expect(messages[key]).toBeDefined();
      const text = intl.formatMessage({ id: key }, sampleValues);
      expect(text).not.toMatch(/[{}]|\$\$/);
      if (locale !== 'en' && !english[key].includes('{')) expect(text).not.toBe(english[key]);
    }
  });
});
