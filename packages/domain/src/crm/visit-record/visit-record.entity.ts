import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, options } from '../../platform/entity/define.ts';

/** How a visit happened: on site (signed in at the customer) or by phone. */
export const VISIT_TYPES = options(
  ['signIn', l('签到拜访', 'On-site (sign-in)', 'Gặp trực tiếp (điểm danh)')],
  ['phone', l('电话拜访', 'Phone', 'Điện thoại')],
);

/** The customer's interest the visitor noted, lowest first. */
export const VISIT_INTENTION_LEVELS = options(
  ['none', l('无意向', 'None', 'Không có')],
  ['slight', l('意向较低', 'Slight', 'Thấp')],
  ['normal', l('一般', 'Normal', 'Bình thường')],
  ['higher', l('意向较高', 'Higher', 'Khá cao')],
  ['veryHigh', l('意向很高', 'Very high', 'Rất cao')],
);

/** Customer visit record (CRM, back-office §3 "Customer visit record"): one visit or call to a customer. */
export const customerVisitRecord = defineEntity({
  name: 'customerVisitRecord',
  api: 'customer/customerVisitRecord',
  table: 'customer_visit_record',
  title: l('客户拜访记录', 'Customer visit records', 'Lịch sử thăm khách hàng'),
  permission: 'crm/visitRecord',
  actions: ['insert', 'update', 'delete', 'export', 'import'],
  labelField: 'content',
  menuGroup: 'crm',
  dataScoped: true,
  route: '/crm/visit-record',
  defaultSort: { field: 'visitTime', order: 'desc' },
  fields: {
    customerId: field.ref(l('客户', 'Customer', 'Khách hàng'), {
      entity: 'customer',
      labelField: 'name',
      required: true,
      search: 'eq',
    }),
    type: field.enum(l('拜访方式', 'Visit type', 'Hình thức'), {
      options: VISIT_TYPES,
      required: true,
      default: 'signIn',
      search: 'eq',
    }),
    visitTime: field.datetime(l('拜访时间', 'Visit time', 'Thời gian'), {
      required: true,
      search: 'range',
      sortable: true,
    }),
    address: field.text(l('拜访地址', 'Address', 'Địa chỉ'), { max: 200, span: 2 }),
    // searchable text is indexed (btree): 600 characters stay under its row limit even at 4 bytes each
    content: field.textarea(l('拜访内容', 'Content', 'Nội dung'), {
      max: 600,
      required: true,
      search: 'keyword',
      list: true,
      span: 3,
    }),
    contactName: field.text(L.contact, { max: 50, search: 'keyword' }),
    contactPhone: field.text(L.phone, { max: 30 }),
    contactPost: field.text(l('联系人职位', 'Contact post', 'Chức vụ người liên hệ'), { max: 50 }),
    intentionLevel: field.enum(l('意向程度', 'Intention level', 'Mức độ quan tâm'), {
      options: VISIT_INTENTION_LEVELS,
      required: true,
      default: 'normal',
      search: 'eq',
    }),
    participants: field.textList(l('协同人员', 'Co-participants', 'Người cùng tham gia'), {
      itemMax: 50,
      maxItems: 20,
      span: 2,
    }),
  },
});
