import type { ModuleManifest } from '#platform/module.ts';
import { DEMO_VISIT_RECORDS } from './visit-record.demo.ts';
import { customerVisitRecordTable } from './visit-record.schema.ts';

/** Customer visit records: served by the entity machinery, scoped by owner and customer. */
export const visitRecordModule: ModuleManifest = {
  name: 'crm/visit-record',
  tables: { customerVisitRecordTable },
  entities: {
    customerVisitRecord: {
      table: customerVisitRecordTable,
      rules: { dataScope: { owner: 'createdBy', customer: 'customerId' } },
      demoRows: DEMO_VISIT_RECORDS,
    },
  },
};
