import { API_CONFIG_ENTITIES } from './carrier-api.entity.ts';

/** The API configuration screens' codes (their actions come from the entity descriptions). */
export const CARRIER_API_PERMISSION_CODES = {
  labelApi: API_CONFIG_ENTITIES.label.permission,
  trackApi: API_CONFIG_ENTITIES.track.permission,
  priceApi: API_CONFIG_ENTITIES.price.permission,
  customsDeclareApi: API_CONFIG_ENTITIES.customsDeclare.permission,
} as const;
