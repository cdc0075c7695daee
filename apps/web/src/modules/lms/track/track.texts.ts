import {
  AGENT_TYPE_LABELS,
  FEE_COLUMN_LABELS,
  l,
  PICK_UP_TASK_LABELS,
  TRACK_STATUS_LABELS,
  trackTemplate,
} from '@freightdesk/domain';
import { singular, type TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of track maintenance and track query in zh-CN, en-US and vi-VN. */
export const texts = {
  waybillTools: {
    route: {
      trackMaintenance: l('轨迹维护', 'Track maintenance', 'Cập nhật hành trình'),
      trackQuery: l('轨迹查询', 'Track query', 'Tra cứu hành trình'),
    },
    track: {
      numbers: l('运单号或跟踪号', 'Waybill or track numbers', 'Số vận đơn hoặc số theo dõi'),
      numbersHint: l(
        '每行一个，或以空格、逗号分隔',
        'One per line, or separated by spaces or commas',
        'Mỗi dòng một số, hoặc cách nhau bằng dấu cách, dấu phẩy',
      ),
      template: PICK_UP_TASK_LABELS.templateId,
      node: trackTemplate.fields.nodeType.label,
      description: PICK_UP_TASK_LABELS.description,
      location: PICK_UP_TASK_LABELS.location,
      time: PICK_UP_TASK_LABELS.time,
      append: l('追加到全部', 'Append to all', 'Thêm cho tất cả'),
      appendConfirm_one: singular('Append this track to {{count}} waybill?'),
      appendConfirm_other: l(
        '确定为 {{count}} 票运单追加此轨迹？',
        'Append this track to {{count}} waybills?',
        'Thêm hành trình này cho {{count}} vận đơn?',
      ),
      appended_one: singular('Track appended to {{count}} waybill'),
      appended_other: l(
        '已为 {{count}} 票运单追加轨迹',
        'Track appended to {{count}} waybills',
        'Đã thêm hành trình cho {{count}} vận đơn',
      ),
      count_one: singular('{{count}} number'),
      count_other: l('{{count}} 个单号', '{{count}} numbers', '{{count}} số'),
      query: l('查询', 'Query', 'Tra cứu'),
      notFound: l('未找到', 'Not found', 'Không tìm thấy'),
      status: FEE_COLUMN_LABELS.status,
      destination: l('目的地', 'Destination', 'Điểm đến'),
      timeCost: l('时效', 'Time cost', 'Thời gian xử lý'),
      noTracks: l('暂无轨迹', 'No tracks yet', 'Chưa có hành trình'),
      results: l(
        '结果（共 {{total}} 个，找到 {{found}} 个）',
        'Results ({{found}} of {{total}} found)',
        'Kết quả (tìm thấy {{found}}/{{total}})',
      ),
      costs: {
        pickUpTimeCost: TRACK_STATUS_LABELS.pickUp,
        warehouseTimeCost: l('仓内', 'Warehouse', 'Trong kho'),
        headTimeCost: l('干线', 'Main line', 'Tuyến chính'),
        clearanceTimeCost: AGENT_TYPE_LABELS.clearance,
        deliverTimeCost: AGENT_TYPE_LABELS.delivery,
      },
      publicTitle: l('查询您的包裹', 'Track your shipment', 'Tra cứu lô hàng'),
      publicHint: l(
        '最多 20 个运单号或跟踪号',
        'Up to 20 waybill or track numbers',
        'Tối đa 20 số vận đơn hoặc số theo dõi',
      ),
      signIn: l('登录', 'Sign in', 'Đăng nhập'),
    },
  },
} satisfies TextTree;
