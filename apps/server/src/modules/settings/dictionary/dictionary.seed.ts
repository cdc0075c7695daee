import type { Language } from '@freightdesk/domain';
import type { Tx } from '#platform/db/db.ts';
import { dictionary, dictionaryItem } from './dictionary.schema.ts';

type Names = Record<Language, string>;
const n = (zh: string, en: string, vi: string): Names => ({ 'zh-CN': zh, 'en-US': en, 'vi-VN': vi });

const WAYBILL_STATUSES: [string, Names][] = [
  ['order', n('已下单', 'Ordered', 'Đã đặt hàng')],
  ['waitConfirm', n('待确认', 'Waiting confirmation', 'Chờ xác nhận')],
  ['waitSend', n('待发货', 'Waiting to send', 'Chờ gửi')],
  ['waitPickUp', n('待提货', 'Waiting pick-up', 'Chờ lấy hàng')],
  ['waitDelivered', n('待派送', 'Waiting delivery', 'Chờ giao')],
  ['pickedUp', n('已提货', 'Picked up', 'Đã lấy hàng')],
  ['departure', n('已起运', 'Departed', 'Đã khởi hành')],
  ['arrival', n('已到港', 'Arrived', 'Đã đến')],
  ['inTransit', n('目的地转运中', 'In transit at destination', 'Đang vận chuyển tại điểm đến')],
  ['outForDelivery', n('派送中', 'Out for delivery', 'Đang giao hàng')],
  ['aliForPickUp', n('到达待取', 'Arrived for pickup', 'Đã đến, chờ nhận')],
  ['delivered', n('已签收', 'Delivered', 'Đã giao')],
  ['return', n('退回', 'Return', 'Hoàn trả')],
  ['waitReturning', n('待退回', 'Waiting return', 'Chờ hoàn trả')],
  ['returned', n('已退回', 'Returned', 'Đã hoàn trả')],
  ['exception', n('异常', 'Exception', 'Ngoại lệ')],
  ['deliveryFailure', n('派送失败', 'Delivery failure', 'Giao hàng thất bại')],
  ['warning', n('预警', 'Warning', 'Cảnh báo')],
  ['waitChannelRoute', n('待分配渠道', 'Waiting channel routing', 'Chờ định tuyến kênh')],
  ['documentAuditDenied', n('单证审核拒绝', 'Document audit denied', 'Chứng từ bị từ chối')],
  ['received', n('已收货', 'Received', 'Đã nhận hàng')],
  ['waitConfirmWaybill', n('待确认运单', 'Waiting waybill confirmation', 'Chờ xác nhận vận đơn')],
];

/** System dictionaries (read-only): number, type, name and coded items. */
export const SEED_DICTIONARIES: { number: string; type: string; name: Names; items: [string, Names][] }[] = [
  {
    number: '1001',
    type: 'sex',
    name: n('性别', 'Sex', 'Giới tính'),
    items: [
      ['0', n('男', 'Male', 'Nam')],
      ['1', n('女', 'Female', 'Nữ')],
    ],
  },
  {
    number: '1002',
    type: 'yesNo',
    name: n('是否', 'Yes/No', 'Có/Không'),
    items: [
      ['1', n('是', 'Yes', 'Có')],
      ['0', n('否', 'No', 'Không')],
    ],
  },
  {
    number: '1003',
    type: 'userType',
    name: n('用户类型', 'User type', 'Loại người dùng'),
    items: [
      ['staff', n('员工', 'Staff', 'Nhân viên')],
      ['customer', n('客户', 'Customer', 'Khách hàng')],
    ],
  },
  {
    number: '1004',
    type: 'jobStatus',
    name: n('在职状态', 'Job status', 'Trạng thái công việc'),
    items: [
      ['atWork', n('在职', 'At work', 'Đang làm việc')],
      ['departed', n('离职', 'Departed', 'Đã nghỉ việc')],
    ],
  },
  {
    number: '1005',
    type: 'waybillStatus',
    name: n('运单状态', 'Waybill status', 'Trạng thái vận đơn'),
    items: WAYBILL_STATUSES,
  },
  {
    number: '1006',
    type: 'currency',
    name: n('币种', 'Currency', 'Tiền tệ'),
    items: [
      ['RMB', n('人民币', 'Chinese yuan', 'Nhân dân tệ')],
      ['USD', n('美元', 'US dollar', 'Đô la Mỹ')],
      ['HKD', n('港币', 'Hong Kong dollar', 'Đô la Hồng Kông')],
      ['EUR', n('欧元', 'Euro', 'Euro')],
      ['GBP', n('英镑', 'Pound sterling', 'Bảng Anh')],
      ['JPY', n('日元', 'Japanese yen', 'Yên Nhật')],
      ['VND', n('越南盾', 'Vietnamese dong', 'Đồng Việt Nam')],
    ],
  },
  {
    number: '1007',
    type: 'loginMode',
    name: n('登录方式', 'Sign-in mode', 'Phương thức đăng nhập'),
    items: [
      ['normal', n('普通登录', 'Normal', 'Thông thường')],
      ['safe', n('安全登录', 'Secure', 'Bảo mật')],
      ['wechat', n('微信扫码', 'WeChat QR', 'Quét mã WeChat')],
    ],
  },
];

/** The system dictionaries with their items, read-only (an existing dictionary is kept as it is). */
export async function seedDictionaries(tx: Tx): Promise<void> {
  for (const d of SEED_DICTIONARIES) {
    const [created] = await tx
      .insert(dictionary)
      .values({ number: d.number, type: d.type, name: d.name, readOnly: true })
      .onConflictDoNothing()
      .returning({ id: dictionary.id });
    if (created) {
      await tx
        .insert(dictionaryItem)
        .values(d.items.map(([code, name], sort) => ({ dictionaryId: created.id, code, name, sort })));
    }
  }
}
