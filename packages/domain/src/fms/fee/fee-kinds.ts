/** Whose fee a row is: the customer's receivable or the agent's payable. */
export const FEE_KINDS = ['customer', 'agent'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
