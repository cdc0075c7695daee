import { FEE_LIST_LABELS as F, l, MESSAGES } from '@freightdesk/domain';
import { singular, type TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the parcel fee list in zh-CN, en-US and vi-VN (those of every fee list shared). */
export const texts = {
  pdsFee: {
    numbers: l('小包单号/跟踪号', 'Parcel / track numbers', 'Mã bưu kiện / mã theo dõi'),
    numbersHint: F.numbersHint,
    export: F.export,
    exporting: l('正在导出小包费用', 'Exporting parcel fees', 'Đang xuất phí bưu kiện'),
    exportFile: MESSAGES.pdsFeeExportTitle,
    confirm: F.confirm,
    unconfirm: F.unconfirm,
    confirmConfirm_one: singular('Confirm {{count}} estimated fee row, continue?'),
    confirmConfirm_other: F.confirmConfirm,
    unconfirmConfirm_one: singular('Return {{count}} confirmed fee row to estimated, continue?'),
    unconfirmConfirm_other: F.unconfirmConfirm,
    done_one: singular('{{count}} fee row changed'),
    done_other: F.done,
    summary: F.totals,
    rows_one: singular('{{count}} row'),
    rows_other: l('{{count}}条', '{{count}} rows', '{{count}} dòng'),
    empty: F.empty,
  },
} satisfies TextTree;
