import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l } from '../../platform/entity/define.ts';

/**
 * The dictionaries as `common/dictionary/list` answers them (a read-only view description, not in
 * `ENTITIES`): the web's dictionary screen lists them with the list machinery and edits a selected
 * dictionary's items beside it; writes stay the dictionary routes'.
 */
export const dictionaryListView = defineEntity({
  name: 'dictionaryList',
  api: 'common/dictionary',
  table: 'dictionary',
  title: l('数据字典', 'Dictionaries', 'Từ điển'),
  permission: 'setting/dictionary',
  actions: [],
  labelField: 'name',
  menuGroup: 'settings.basic',
  route: '/setting/basic/dictionary',
  fields: {
    number: field.text(l('编号', 'Number', 'Số'), { max: 64, search: 'keyword', width: 120 }),
    type: field.text(l('类型', 'Type', 'Loại'), { max: 64, search: 'keyword', width: 180 }),
    name: field.text(L.name, { max: 100, search: 'keyword', width: 220 }),
    readOnly: field.bool(l('只读', 'Read-only', 'Chỉ đọc'), { search: 'eq', width: 110 }),
  },
});
