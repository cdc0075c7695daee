import { l, MESSAGES } from '@freightdesk/domain';
import { singular, type TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the parcel fee list in zh-CN, en-US and vi-VN. */
export const texts = {
  pdsFee: {
    numbers: l('小包单号/跟踪号', 'Parcel / track numbers', 'Mã bưu kiện / mã theo dõi'),
    numbersHint: l(
      '最多200个单号，每行一个或用空格分隔',
      'Up to 200 numbers, one per line or separated by spaces',
      'Tối đa 200 số, mỗi dòng một số hoặc cách nhau bằng dấu cách',
    ),
    export: l('导出', 'Export', 'Xuất'),
    exporting: l('正在导出小包费用', 'Exporting parcel fees', 'Đang xuất phí bưu kiện'),
    exportFile: MESSAGES.pdsFeeExportTitle,
    confirm: l('确认', 'Confirm', 'Xác nhận'),
    unconfirm: l('取消确认', 'Unconfirm', 'Bỏ xác nhận'),
    confirmConfirm_one: singular('Confirm {{count}} estimated fee row, continue?'),
    confirmConfirm_other: l(
      '将{{count}}条预估费用确认，是否继续？',
      'Confirm {{count}} estimated fee rows, continue?',
      'Xác nhận {{count}} dòng phí dự tính, tiếp tục?',
    ),
    unconfirmConfirm_one: singular('Return {{count}} confirmed fee row to estimated, continue?'),
    unconfirmConfirm_other: l(
      '将{{count}}条已确认费用改回预估，是否继续？',
      'Return {{count}} confirmed fee rows to estimated, continue?',
      'Đưa {{count}} dòng phí đã xác nhận về dự tính, tiếp tục?',
    ),
    done_one: singular('{{count}} fee row changed'),
    done_other: l('已修改{{count}}条费用', '{{count}} fee rows changed', 'Đã thay đổi {{count}} dòng phí'),
    summary: l('全部符合条件的合计：', 'Totals of all matching rows:', 'Tổng của mọi dòng phù hợp:'),
    rows_one: singular('{{count}} row'),
    rows_other: l('{{count}}条', '{{count}} rows', '{{count}} dòng'),
    empty: l('没有符合条件的费用', 'No fees match the criteria', 'Không có phí phù hợp với điều kiện'),
  },
} satisfies TextTree;
