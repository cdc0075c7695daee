import { l } from '@freightdesk/domain';
import { singular, type TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the waybill import in zh-CN, en-US and vi-VN. */
export const texts = {
  waybillTools: {
    route: {
      import: l('运单导入', 'Waybill import', 'Nhập vận đơn'),
    },
    import: {
      title: l('Excel 导入运单', 'Import waybills from Excel', 'Nhập vận đơn từ Excel'),
      button: l('导入运单', 'Import waybills', 'Nhập vận đơn'),
      hint: l(
        '下载模板，每行一票运单（客户单号相同的多行为同一运单的多条商品），然后校验并确认。只要有一行有问题，就不会写入任何数据。',
        'Download the template, fill one row per waybill (several rows with the same customer number add commodity lines to one waybill), then check and confirm. Nothing is written while a row has a problem.',
        'Tải mẫu, mỗi dòng một vận đơn (nhiều dòng cùng số đơn khách hàng là nhiều dòng hàng của một vận đơn), rồi kiểm tra và xác nhận. Khi còn dòng lỗi thì không có gì được ghi.',
      ),
      pieces: l(
        '件数默认为 1；每票运单最多 {{pieces}} 件，每个文件最多 {{rows}} 行。',
        'Piece count defaults to 1; at most {{pieces}} pieces per waybill and {{rows}} rows per file.',
        'Số kiện mặc định là 1; tối đa {{pieces}} kiện mỗi vận đơn và {{rows}} dòng mỗi tệp.',
      ),
      done_one: singular('{{count}} waybill imported'),
      done_other: l('已导入 {{count}} 票运单', '{{count}} waybills imported', 'Đã nhập {{count}} vận đơn'),
      last_one: singular('Last import: {{count}} waybill'),
      last_other: l(
        '上次导入：{{count}} 票运单',
        'Last import: {{count}} waybills',
        'Lần nhập gần nhất: {{count}} vận đơn',
      ),
      staffNote: l(
        '员工导入时按客户编码指定客户，导入的运单需客户确认。',
        'Staff imports name the customer by its code; the waybills wait for the customer’s confirmation.',
        'Nhân viên nhập chỉ định khách hàng bằng mã; vận đơn chờ khách hàng xác nhận.',
      ),
    },
  },
} satisfies TextTree;
