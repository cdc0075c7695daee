import type { EntityRules } from '#platform/entity/entity-runtime.ts';

/** Customer (its invoice titles and pick-up addresses are checked as their field descriptions say). */
export const customerRules: EntityRules = {
  // the API key is answered once by generateApiKey; its hash never leaves the server
  secretColumns: ['customerKeyHash'],
  // a customer is in a staff user's data scope by the customer itself (followed, specified) or its creator
  dataScope: { owner: 'createdBy', customer: 'id' },
};
