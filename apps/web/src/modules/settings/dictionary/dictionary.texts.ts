import { dictionaryListView, L, l, ORDER_FIELD_CONFIG_LABELS } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of dictionaries in zh-CN, en-US and vi-VN. */
export const texts = {
  route: {
    settingDictionary: dictionaryListView.title,
  },
  dictionary: {
    number: dictionaryListView.fields.number.label,
    type: L.type,
    nameZh: L.nameCn,
    nameEn: L.nameEn,
    nameVi: L.nameVi,
    readOnly: dictionaryListView.fields.readOnly.label,
    items: l('字典项', 'Items', 'Mục'),
    itemsTitle: l('"{{name}}"的字典项', 'Items of "{{name}}"', 'Các mục của "{{name}}"'),
    code: L.code,
    addItem: l('添加字典项', 'Add item', 'Thêm mục'),
    createTitle: l('新增字典', 'New dictionary', 'Từ điển mới'),
    editTitle: l('编辑字典', 'Edit dictionary', 'Sửa từ điển'),
    deleteConfirm: l(
      '删除字典"{{name}}"及其字典项？',
      'Delete the dictionary "{{name}}" and its items?',
      'Xóa từ điển "{{name}}" và các mục của nó?',
    ),
    saved: l('字典已保存', 'Dictionary saved', 'Đã lưu từ điển'),
    itemsSaved: l('字典项已保存', 'Items saved', 'Đã lưu các mục'),
    deleted: l('字典已删除', 'Dictionary deleted', 'Đã xóa từ điển'),
    required: ORDER_FIELD_CONFIG_LABELS.required,
  },
} satisfies TextTree;
