import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';
import { API_CONFIG_ENTITIES, API_KINDS, type ApiConfigKind } from './carrier-api.entity.ts';

const message3 = z.object({ zh: z.string(), en: z.string(), vi: z.string() });

/** An API type (a connector) as the type lists answer it. */
export const apiTypeAnswer = z.object({
  code: z.string(),
  name: message3,
  /** Spec §9 carrier (1 DHL, 2 FEDEX, 3 UPS, 4 TNT), null for the sandbox. */
  carrier: z.number().int().nullable(),
  kinds: z.array(z.enum(API_KINDS)),
  credentialFields: z.array(
    z.object({ key: z.string(), label: message3, secret: z.boolean(), required: z.boolean() }),
  ),
  endpoints: z.object({ test: z.string(), live: z.string() }),
});
export type ApiTypeAnswer = z.infer<typeof apiTypeAnswer>;

/** Credential values by the type's field key; on update a blank (or `******`) secret keeps the stored one. */
export const credentialValues = z.record(z.string().max(64), z.string().max(2000).nullable());

/** Create payload of an API configuration (all four kinds). */
export const apiConfigInsertPayload = z.object({
  name: z.string().trim().min(1).max(50),
  code: z.string().trim().min(1).max(30),
  apiType: z.string().trim().min(1).max(30),
  credentials: credentialValues.nullish().transform((v) => v ?? {}),
  endpoint: z.string().trim().max(300).nullish(),
  testMode: z.boolean().default(true),
  timeoutMs: z.coerce.number().int().min(1000).max(120_000).default(30_000),
  remark: z.string().max(200).nullish(),
});
export type ApiConfigInsertPayload = z.input<typeof apiConfigInsertPayload>;

export const apiConfigUpdatePayload = apiConfigInsertPayload.extend({
  id: z.uuid(),
  version: z.coerce.number().int().min(0),
});
export type ApiConfigUpdatePayload = z.input<typeof apiConfigUpdatePayload>;

/** An API configuration as answered: secrets never, `******` in `credentials` for each one set. */
export const apiConfigAnswer = z.looseObject({
  id: z.uuid(),
  version: z.number().int(),
  name: z.string(),
  code: z.string(),
  apiType: z.string(),
  credentials: z.record(z.string(), z.string().nullable()).nullable(),
  endpoint: z.string().nullable(),
  testMode: z.boolean(),
  timeoutMs: z.number().int(),
  enabled: z.boolean(),
});

/** The writes of one API configuration kind (`basic/labelApi/insert`, …). */
function configEndpoints(kind: ApiConfigKind) {
  const api = API_CONFIG_ENTITIES[kind].api;
  return {
    insert: defineEndpoint({
      method: 'POST',
      url: `/${api}/insert`,
      input: apiConfigInsertPayload,
      output: apiConfigAnswer,
      summary: `${kind} API configuration: create (secret credentials encrypted at rest)`,
    }),
    update: defineEndpoint({
      method: 'POST',
      url: `/${api}/update`,
      input: apiConfigUpdatePayload,
      output: apiConfigAnswer,
      summary: `${kind} API configuration: update (a blank secret keeps the stored one)`,
    }),
  };
}

/** The type list calls of one kind: `basic/{kind}ApiType/list`, `findByCode?code=`. */
function typeEndpoints(prefix: string) {
  return {
    list: defineEndpoint({
      method: 'POST',
      url: `/basic/${prefix}ApiType/list`,
      output: z.array(apiTypeAnswer),
      summary: `The ${prefix} API types (connectors) and their credential fields`,
    }),
    findByCode: defineEndpoint({
      method: 'GET',
      url: `/basic/${prefix}ApiType/findByCode`,
      input: z.object({ code: z.string().max(30) }),
      output: apiTypeAnswer.nullable(),
      summary: `One ${prefix} API type by code (null when unknown)`,
    }),
  };
}

export const CARRIER_API_API = {
  labelApi: configEndpoints('label'),
  trackApi: configEndpoints('track'),
  priceApi: configEndpoints('price'),
  customsDeclareApi: configEndpoints('customsDeclare'),
  labelApiType: typeEndpoints('label'),
  priceApiType: typeEndpoints('price'),
  customsDeclareApiType: typeEndpoints('customsDeclare'),
  trackApiType: {
    ...typeEndpoints('track'),
    platformList: defineEndpoint({
      method: 'POST',
      url: '/basic/trackApiType/platformList',
      output: z.array(apiTypeAnswer),
      summary: 'Track API types the platform tracks with (channel track API mode "platform")',
    }),
  },
};

/** The config writes and type calls of each kind. */
export const API_KIND_ENDPOINTS = {
  label: { config: CARRIER_API_API.labelApi, types: CARRIER_API_API.labelApiType },
  track: { config: CARRIER_API_API.trackApi, types: CARRIER_API_API.trackApiType },
  price: { config: CARRIER_API_API.priceApi, types: CARRIER_API_API.priceApiType },
  customsDeclare: { config: CARRIER_API_API.customsDeclareApi, types: CARRIER_API_API.customsDeclareApiType },
} as const;
