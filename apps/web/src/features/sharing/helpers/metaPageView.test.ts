import { describe, expect, it } from 'vitest';
import { checkMetaPageFields, metaPageAccountLabel } from './metaPageView';

describe('the Messenger/Instagram form', () => {
  it("names each field's first problem with the contracts' keys", () => {
    expect(checkMetaPageFields({ pageId: '', accessToken: '', appSecret: '' })).toEqual({
      pageId: 'channels.metaPage.pageIdRequired',
      accessToken: 'channels.metaPage.accessTokenRequired',
      appSecret: 'channels.metaPage.appSecretRequired',
    });
    expect(checkMetaPageFields({ pageId: 'mi-página', accessToken: 'EAA-short', appSecret: 'zz' })).toEqual({
      pageId: 'channels.metaPage.pageIdInvalid',
      accessToken: 'channels.metaPage.accessTokenInvalid',
      appSecret: 'channels.metaPage.appSecretInvalid',
    });
    expect(
      checkMetaPageFields({
        pageId: '112233445566778',
        accessToken: `EAAJB${'pAgetoken'.repeat(5)}ZD`,
        appSecret: '3f1c6e0b9a8d7c6b5a4f3e2d1c0b9a8f',
      }),
    ).toEqual({});
  });

  it('names the Instagram account, else the Page', () => {
    expect(metaPageAccountLabel({ pageName: 'Pizzería Ana', username: 'pizzeria.ana' })).toBe(
      '@pizzeria.ana',
    );
    expect(metaPageAccountLabel({ pageName: 'Pizzería Ana', pageId: '1' })).toBe('Pizzería Ana');
  });
});
