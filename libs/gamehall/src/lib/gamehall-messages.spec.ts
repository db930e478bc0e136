import { checkCatalogueCompleteness } from '@casino/i18n';
import af from '../messages/af.json';
import ar from '../messages/ar.json';
import ca from '../messages/ca.json';
import en from '../messages/en.json';
import pl from '../messages/pl.json';
import ptBR from '../messages/pt-BR.json';

describe('the game hall catalogue', () => {
  it('is translated in every locale with the same placeholders', async () => {
    await expect(checkCatalogueCompleteness({ en, 'pt-BR': ptBR, pl, ca, af, ar })).resolves.toEqual([]);
  });
});
