import { z } from 'zod';

/** One invoice title of a customer (the `invoiceTitles` JSON rows). */
export const invoiceTitleSchema = z.object({
  title: z.string().trim().max(100).default(''),
  taxNo: z.string().trim().max(30).default(''),
  email: z.string().trim().max(100).default(''),
  address: z.string().trim().max(200).default(''),
  phone: z.string().trim().max(30).default(''),
  bank: z.string().trim().max(100).default(''),
  account: z.string().trim().max(50).default(''),
});
export type InvoiceTitle = z.output<typeof invoiceTitleSchema>;
export const invoiceTitlesSchema = z.array(invoiceTitleSchema).max(50);

/** One pick-up address of a customer (the `pickUpAddresses` JSON rows). */
export const pickUpAddressSchema = z.object({
  address: z.string().trim().min(1).max(200),
  contact: z.string().trim().max(50).default(''),
  phone: z.string().trim().max(30).default(''),
});
export const pickUpAddressesSchema = z.array(pickUpAddressSchema).max(50);
