import { GOODS_DESC_NAME_MAX } from '../../platform/constants.ts';
import { DANGEROUS_TYPES, L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, settingsEntity } from '../../platform/entity/define.ts';
import { splitList } from '../../platform/entity/split-list.ts';

const CRUD = ['insert', 'update', 'delete', 'export', 'import'] as const;
const dangerousType = field.enum(L.dangerousType, {
  required: true,
  search: 'eq',
  default: 0,
  options: DANGEROUS_TYPES.map(([value, label]) => ({ value, label })),
});

/** Goods description category, carrying a dangerous-goods type. */
export const goodsDescCategory = defineEntity({
  ...settingsEntity('goodsDescCategory', 'goods-desc-category', 'control'),
  title: l('品名分类', 'Goods description category', 'Danh mục mô tả hàng'),
  actions: CRUD,
  labelField: 'name',
  fields: {
    name: field.text(L.name, { max: 50, required: true, unique: true, search: 'keyword' }),
    dangerousType,
  },
});

/** Goods description: a short name (at most 10 characters) used on waybills and in the picker. */
export const goodsDesc = defineEntity({
  ...settingsEntity('goodsDesc', 'goods-desc', 'control'),
  title: l('品名', 'Goods description', 'Mô tả hàng hóa'),
  actions: [...CRUD, 'copy'],
  labelField: 'name',
  fields: {
    name: field.text(L.name, { max: GOODS_DESC_NAME_MAX, required: true, unique: true, search: 'keyword' }),
    categoryId: field.ref(l('品名分类', 'Category', 'Danh mục'), {
      entity: 'goodsDescCategory',
      labelField: 'name',
      required: true,
      search: 'eq',
    }),
    dangerousType,
    nameEn: field.text(L.nameEn, { max: 100, search: 'keyword' }),
  },
});

export type GoodsDescNamesCheck = { names: string[]; tooLong: string[] };

/**
 * Splits a pasted list of goods description names (commas, Chinese commas or semicolons) and
 * reports the names over 10 characters (back-office §5).
 */
export function checkGoodsDescNames(text: string): GoodsDescNamesCheck {
  const names = [...new Set(splitList(text))];
  return { names, tooLong: names.filter((n) => [...n].length > GOODS_DESC_NAME_MAX) };
}

/** Blacklist entry: a commodity, sender or recipient that may not ship. */
export const blackList = defineEntity({
  ...settingsEntity('blackList', 'black-list'),
  title: l('黑名单', 'Blacklist', 'Danh sách đen'),
  actions: [...CRUD, 'enable'],
  labelField: 'content',
  uniqueTogether: [['type', 'content']],
  fields: {
    type: field.enum(L.type, {
      required: true,
      search: 'eq',
      options: [
        { value: 'commodity', label: l('品名', 'Commodity', 'Hàng hóa') },
        { value: 'sender', label: l('发件人', 'Sender', 'Người gửi') },
        { value: 'recipient', label: l('收件人', 'Recipient', 'Người nhận') },
      ],
    }),
    content: field.text(l('内容', 'Content', 'Nội dung'), {
      max: 200,
      required: true,
      search: 'keyword',
      span: 2,
    }),
    remark: field.text(L.remark, { max: 200 }),
  },
});

/** Document template: label, invoice or manifest layouts for the print centre. */
export const DOCUMENT_TEMPLATE_TYPE_LABELS = {
  label: l('标签', 'Label', 'Nhãn'),
  invoice: l('发票', 'Invoice', 'Hóa đơn'),
  manifest: l('清单', 'Manifest', 'Bảng kê'),
} as const;

export const documentTemplate = defineEntity({
  name: 'documentTemplate',
  api: 'basic/template',
  table: 'basic_document_template',
  title: l('单据模板', 'Document template', 'Mẫu chứng từ'),
  permission: 'setting/basic/template',
  actions: [...CRUD, 'enable', 'copy'],
  labelField: 'name',
  menuGroup: 'settings.basic',
  route: '/setting/basic/document-template',
  fields: {
    code: field.text(L.code, { max: 30, required: true, unique: true, search: 'keyword' }),
    name: field.text(L.name, { max: 50, required: true, search: 'keyword' }),
    templateType: field.enum(L.type, {
      required: true,
      search: 'eq',
      options: Object.entries(DOCUMENT_TEMPLATE_TYPE_LABELS).map(([value, label]) => ({ value, label })),
    }),
    paperWidth: field.int(l('纸宽(mm)', 'Paper width (mm)', 'Rộng giấy (mm)'), {
      min: 10,
      max: 500,
      required: true,
      default: 100,
    }),
    paperHeight: field.int(l('纸高(mm)', 'Paper height (mm)', 'Cao giấy (mm)'), {
      min: 10,
      max: 800,
      required: true,
      default: 150,
    }),
    orientation: field.enum(l('打印方向', 'Orientation', 'Hướng in'), {
      required: true,
      default: 0,
      options: [
        { value: 1, label: l('横向', 'Landscape', 'Ngang') },
        { value: 0, label: l('纵向', 'Portrait', 'Dọc') },
      ],
    }),
    content: field.textarea(l('模板内容', 'Template content', 'Nội dung mẫu'), { max: 100_000, span: 3 }),
  },
});
