import { FIELD_LABELS, L, l } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of countries and places in zh-CN, en-US and vi-VN. */
export const texts = {
  countryDetail: {
    title: l('国家详情', 'Country details', 'Chi tiết quốc gia'),
    type: L.type,
    content: FIELD_LABELS.content,
    add: l('新增详情', 'Add detail', 'Thêm chi tiết'),
    createdBy: l('添加人', 'Added by', 'Người thêm'),
    createdAt: l('添加时间', 'Added at', 'Thời gian thêm'),
    deleteConfirm: l('确定删除这条详情吗？', 'Delete this detail?', 'Xóa chi tiết này?'),
  },
} satisfies TextTree;
