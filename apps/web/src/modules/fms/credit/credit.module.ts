import type { WebModule } from '#web/shell/module-manifest.ts';
import { CreditBanner } from './CreditBanner.tsx';

/** The customer's credit banner above every screen of the portal. */
export const creditModule: WebModule = { banners: [CreditBanner] };
