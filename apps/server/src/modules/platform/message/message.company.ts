import type { Tx } from '#platform/db/db.ts';
import type { DemoCompany } from '#platform/demo-company.ts';
import { userMessage } from './message.schema.ts';

/** A welcome message for the demo admin and the demo customer user. */
export async function seedCompanyMessages(tx: Tx, company: DemoCompany): Promise<void> {
  await tx.insert(userMessage).values([
    {
      userId: company.id('user', 'admin'),
      title: 'Welcome to FreightDesk',
      content: 'Your demo company is ready.',
    },
    {
      userId: company.id('user', 'demo'),
      title: '欢迎使用飞达物流',
      content: 'Your customer account C0001 is ready.',
    },
  ]);
}
