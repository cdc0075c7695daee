import {
  ORDER_PICKER_LIMIT,
  type orderAddressesPayload,
  type orderCustomersPayload,
  type orderGoodsDescsPayload,
  type WAYBILL_ANSWERS,
} from '@freightdesk/domain';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { customer } from '#modules/crm/customer/index.ts';
import {
  countryTable,
  goodsDescCategoryTable,
  goodsDescTable,
  productTable,
  recipientTable,
  senderTable,
} from '#modules/settings/index.ts';
import { productOrderConfigs } from '#modules/settings/product/index.ts';
import { noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { isCustomerUser } from './waybill-access.ts';

/**
 * What the order screens pick from (customer portal and staff, under the order permission alone):
 * enabled products and countries, the customer's sender / recipient books, goods descriptions and,
 * for staff, customers. A customer user only ever sees its own address book.
 */

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type OrderOptions = z.input<typeof WAYBILL_ANSWERS.orderOptions>;
type OrderAddress = z.input<typeof WAYBILL_ANSWERS.addresses>[number];

/** Enabled products (id, code, name, volume divisor, order config) and countries (code, names, EU member). */
export async function orderOptions(ctx: AuthedContext): Promise<OrderOptions> {
  const [products, countries] = await Promise.all([
    ctx.db
      .select({
        id: productTable.id,
        code: productTable.code,
        name: productTable.name,
        volumeDivisor: productTable.volumeDivisor,
      })
      .from(productTable)
      .where(eq(productTable.enabled, true))
      .orderBy(asc(productTable.code)),
    ctx.db
      .select({
        code: countryTable.code,
        nameCn: countryTable.nameCn,
        nameEn: countryTable.nameEn,
        nameVi: countryTable.nameVi,
        isEu: countryTable.isEu,
      })
      .from(countryTable)
      .where(eq(countryTable.enabled, true))
      .orderBy(asc(countryTable.code)),
  ]);
  const configs = await productOrderConfigs(
    ctx.db,
    products.map((p) => String(p.id)),
  );
  // the settings tables type their columns loosely; the values are the schema's
  return {
    products: products.map((p) => ({
      ...p,
      id: String(p.id),
      volumeDivisor: Number(p.volumeDivisor),
      orderConfig: configs.get(String(p.id)) ?? [],
    })),
    countries: countries.map((c) => ({ ...c, isEu: Boolean(c.isEu) })),
  } as OrderOptions;
}

/** Staff only: enabled customers by code or name (or by ids), `{id, label: "code name"}`. */
export async function orderCustomers(ctx: AuthedContext, input: z.output<typeof orderCustomersPayload>) {
  if (isCustomerUser(ctx)) throw noPermission();
  const filters: SQL[] = [eq(customer.enabled, true)];
  if (input.ids?.length) filters.push(inArray(customer.id, input.ids));
  else if (input.keyword) {
    const k = like(input.keyword);
    filters.push(or(ilike(customer.code, k), ilike(customer.name, k), ilike(customer.fullName, k))!);
  }
  const rows = await ctx.db
    .select({ id: customer.id, code: customer.code, name: customer.name })
    .from(customer)
    .where(and(...filters))
    .orderBy(asc(customer.code))
    .limit(ORDER_PICKER_LIMIT);
  return rows.map((r) => ({ id: r.id, label: `${r.code} ${r.name}` }));
}

/**
 * Entries of the customer's sender or recipient book with the country as its code, by name:
 * a customer user's own customer (whatever it sends), for staff the customer chosen on the form.
 */
export async function orderAddresses(
  ctx: AuthedContext,
  input: z.output<typeof orderAddressesPayload>,
): Promise<OrderAddress[]> {
  const owner = isCustomerUser(ctx) ? ctx.auth.customerId : input.customerId;
  if (!owner) return [];
  const book = input.type === 'sender' ? senderTable : recipientTable;
  const filters: SQL[] = [eq(book.customerId!, owner)];
  if (input.keyword) {
    const k = like(input.keyword);
    filters.push(or(ilike(book.name!, k), ilike(book.company!, k), ilike(book.phone!, k))!);
  }
  const rows = await ctx.db
    .select({
      id: book.id!,
      name: book.name!,
      company: book.company!,
      phone: book.phone!,
      email: book.email!,
      countryCode: countryTable.code,
      state: book.state!,
      city: book.city!,
      postcode: book.postcode!,
      address1: book.address1!,
      address2: book.address2!,
      address3: book.address3!,
      taxNo: book.taxNo!,
    })
    .from(book)
    .leftJoin(countryTable, eq(countryTable.id, book.countryId!))
    .where(and(...filters))
    .orderBy(asc(book.name!))
    .limit(ORDER_PICKER_LIMIT);
  return rows.map(
    (r) => Object.fromEntries<unknown>(Object.entries(r).map(([k, v]) => [k, v ?? null])) as OrderAddress,
  );
}

/** Goods descriptions whose name (or English name) contains the keyword, with their category. */
export async function orderGoodsDescs(ctx: AuthedContext, input: z.output<typeof orderGoodsDescsPayload>) {
  const k = input.keyword ? like(input.keyword) : undefined;
  return ctx.db
    .select({
      id: goodsDescTable.id,
      name: goodsDescTable.name,
      nameEn: goodsDescTable.nameEn,
      categoryName: goodsDescCategoryTable.name,
    })
    .from(goodsDescTable)
    .leftJoin(goodsDescCategoryTable, eq(goodsDescCategoryTable.id, goodsDescTable.categoryId))
    .where(k ? or(ilike(goodsDescTable.name, k), ilike(goodsDescTable.nameEn, k)) : undefined)
    .orderBy(asc(goodsDescTable.name))
    .limit(ORDER_PICKER_LIMIT);
}
