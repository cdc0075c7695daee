import { NAME_MAX_LENGTH } from '../../platform/constants.ts';
import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, settingsEntity } from '../../platform/entity/define.ts';
import type { EntityDef, FieldDef } from '../../platform/entity/types.ts';

const CRUD = ['insert', 'update', 'delete', 'export', 'import'] as const;

/** Address fields of an address-book party (DESIGN.md §5: names and address lines at most 35). */
const addressFields = {
  name: field.text(L.name, { max: NAME_MAX_LENGTH, required: true, search: 'keyword' }),
  company: field.text(L.company, { max: NAME_MAX_LENGTH, search: 'keyword' }),
  phone: field.text(L.phone, { max: 30, search: 'keyword' }),
  email: field.text(L.email, { max: 100, format: 'email' }),
  countryId: field.ref(L.country, { entity: 'country', labelField: 'nameCn', required: true, search: 'eq' }),
  state: field.text(L.state, { max: NAME_MAX_LENGTH }),
  city: field.text(L.city, { max: NAME_MAX_LENGTH, search: 'like' }),
  postcode: field.text(L.postcode, { max: 20, search: 'keyword' }),
  address1: field.text(L.address1, { max: NAME_MAX_LENGTH, required: true, span: 2 }),
  address2: field.text(L.address2, { max: NAME_MAX_LENGTH, list: false }),
  address3: field.text(L.address3, { max: NAME_MAX_LENGTH, list: false }),
  taxNo: field.text(l('税号', 'Tax number', 'Mã số thuế'), { max: 50, list: false }),
} satisfies Record<string, FieldDef>;

function addressBook(name: string, title: EntityDef['title'], path: string): EntityDef {
  return defineEntity({
    ...settingsEntity(name, path),
    title,
    actions: CRUD,
    labelField: 'name',
    customerScoped: true,
    clientRoute: `/client/setting/${path}`,
    clientPermission: `setting/${name}`,
    fields: addressFields,
  });
}

/** Recipients, senders and notifiers: address books, customers keep their own. */
export const recipient = addressBook('recipient', l('收件人', 'Recipient', 'Người nhận'), 'recipient');
export const sender = addressBook('sender', l('发件人', 'Sender', 'Người gửi'), 'sender');
export const notifier = addressBook(
  'notifier',
  l('通知人', 'Notify party', 'Bên được thông báo'),
  'notifier',
);

/** Agent: a party that carries one leg (head haul, customs, clearance, last mile). */
/** The stages an agent serves (also the stages of a waybill's time cost). */
export const AGENT_TYPE_LABELS = {
  head: l('头程', 'Head haul', 'Chặng đầu'),
  customs: l('报关', 'Customs', 'Hải quan'),
  clearance: l('清关', 'Clearance', 'Thông quan'),
  delivery: l('派送', 'Delivery', 'Giao hàng'),
} as const;

export const agent = defineEntity({
  ...settingsEntity('agent', 'agent'),
  title: l('代理', 'Agent', 'Đại lý'),
  actions: [...CRUD, 'enable'],
  labelField: 'name',
  fields: {
    code: field.text(L.code, {
      max: 20,
      required: true,
      unique: true,
      upper: true,
      format: 'upperCode',
      search: 'keyword',
    }),
    name: field.text(L.name, { max: 50, required: true, search: 'keyword' }),
    agentTypes: field.enum(l('代理类型', 'Agent types', 'Loại đại lý'), {
      multiple: true,
      required: true,
      search: 'in',
      options: Object.entries(AGENT_TYPE_LABELS).map(([value, label]) => ({ value, label })),
    }),
    contact: field.text(L.contact, { max: NAME_MAX_LENGTH }),
    phone: field.text(L.phone, { max: 30 }),
    email: field.text(L.email, { max: 100, format: 'email' }),
    settlementCurrency: field.dict(l('结算币种', 'Settlement currency', 'Tiền tệ thanh toán'), {
      dictionary: 'currency',
    }),
    remark: field.textarea(L.remark, { max: 500, span: 3 }),
  },
});
