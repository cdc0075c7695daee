import { BUSINESS_LOG_ACTIONS, customer, l, WAYBILL_FIELD_LABELS } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of ordering a waybill in zh-CN, en-US and vi-VN. */
export const texts = {
  waybillOrder: {
    menu: {
      order: BUSINESS_LOG_ACTIONS.order,
      quickOrder: l('快速下单', 'Quick order', 'Đặt hàng nhanh'),
    },
    section: {
      general: l('产品与单号', 'Product and numbers', 'Sản phẩm và số tham chiếu'),
      sender: WAYBILL_FIELD_LABELS.sender,
      recipient: WAYBILL_FIELD_LABELS.recipient,
      invoice: WAYBILL_FIELD_LABELS.invoice,
      pieces: WAYBILL_FIELD_LABELS.pieces,
      boxes: WAYBILL_FIELD_LABELS.boxes,
      commodities: WAYBILL_FIELD_LABELS.commodities,
    },
    senderBook: l('从发件人地址簿选择', 'Pick from the sender book', 'Chọn từ sổ người gửi'),
    recipientBook: l('从收件人地址簿选择', 'Pick from the recipient book', 'Chọn từ sổ người nhận'),
    euDestinationHint: l(
      '最终目的地的欧盟成员国，欧盟国家必填',
      'The EU member state of final destination, required for EU countries',
      'Quốc gia thành viên EU của điểm đến cuối cùng, bắt buộc với các nước EU',
    ),
    addPiece: l('添加件', 'Add piece', 'Thêm kiện'),
    boxCommodities: l('箱 {{box}} 的商品', 'Commodities of box {{box}}', 'Hàng hóa của thùng {{box}}'),
    addBox: l('添加箱', 'Add box', 'Thêm thùng'),
    addCommodity: l('添加商品', 'Add commodity', 'Thêm hàng hóa'),
    volumeWeight: l('材积重(kg)', 'Volume weight (kg)', 'Trọng lượng thể tích (kg)'),
    submit: l('提交订单', 'Place order', 'Đặt hàng'),
    submitEnter: l('提交订单 (回车)', 'Place order (Enter)', 'Đặt hàng (Enter)'),
    chooseCustomerFirst: l('请先选择客户', 'Choose the customer first', 'Hãy chọn khách hàng trước'),
    placed: l(
      '运单 {{waybillNo}} 下单成功',
      'Waybill {{waybillNo}} has been placed',
      'Đã tạo vận đơn {{waybillNo}}',
    ),
    view: l('查看', 'View', 'Xem'),
    newOrder: l('继续下单', 'New order', 'Đơn mới'),
    noSenders: l(
      '该客户的发件人地址簿为空',
      "The customer's sender book is empty",
      'Sổ người gửi của khách hàng đang trống',
    ),
    totalWeight: l('总重量(kg)', 'Total weight (kg)', 'Tổng trọng lượng (kg)'),
    sharedWeights: l(
      '每件重量：{{weights}}',
      'Weight per piece: {{weights}}',
      'Trọng lượng mỗi kiện: {{weights}}',
    ),
    notice: {
      cutOff: l(
        '截单时间 {{time}}：此后下的单次日发货',
        'Cut-off {{time}}: orders placed later ship the next day',
        'Giờ chốt {{time}}: đơn đặt sau đó gửi vào ngày hôm sau',
      ),
      afterCutOff: l(
        '已过今日截单时间 {{time}}：现在下单将于 {{date}} 发货',
        "Past today's cut-off {{time}}: an order placed now ships on {{date}}",
        'Đã qua giờ chốt {{time}} hôm nay: đơn đặt bây giờ gửi ngày {{date}}',
      ),
      allowance: l(
        '今日制单额度：剩余 {{remaining}} 票（上限 {{limit}} 票）',
        'Make-document allowance today: {{remaining}} of {{limit}} waybills left',
        'Hạn mức lập chứng từ hôm nay: còn {{remaining}} / {{limit}} vận đơn',
      ),
      onlyMakeDocument: customer.fields.isOnlyMakeDocument.label,
    },
    goodsDesc: {
      pick: l('选择', 'Pick', 'Chọn'),
      title: WAYBILL_FIELD_LABELS.goodsDescs,
      search: l('输入搜索品名', 'Type to search goods descriptions', 'Nhập để tìm mô tả hàng hóa'),
      favourites: l(
        '常用品名（最多 {{max}} 个）',
        'Favourites (at most {{max}})',
        'Yêu thích (tối đa {{max}})',
      ),
      addFavourites: l('将已选加入常用', 'Add chosen to favourites', 'Thêm mục đã chọn vào yêu thích'),
      addFavouritesHint: l(
        '把已选品名保存为常用标签',
        'Keep the chosen goods descriptions as favourite tags',
        'Lưu các mô tả đã chọn thành thẻ yêu thích',
      ),
      noFavourites: l('暂无常用品名', 'No favourites yet', 'Chưa có mục yêu thích'),
      removeFavourite: l('移出常用', 'Remove from favourites', 'Bỏ khỏi yêu thích'),
    },
  },
} satisfies TextTree;
