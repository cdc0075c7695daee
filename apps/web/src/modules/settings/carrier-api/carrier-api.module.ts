import type { WebModule } from '#web/shell/module-manifest.ts';

const page = (name: 'LabelApiPage' | 'TrackApiPage' | 'PriceApiPage' | 'CustomsDeclareApiPage') => () =>
  import('./ApiConfigPage.tsx').then((m) => ({ Component: m[name] }));

/** The API configuration screens (settings centre › API) replace the generated ones: their own create and edit. */
export const carrierApiModule: WebModule = {
  screens: {
    labelApi: page('LabelApiPage'),
    trackApi: page('TrackApiPage'),
    priceApi: page('PriceApiPage'),
    customsDeclareApi: page('CustomsDeclareApiPage'),
  },
};
