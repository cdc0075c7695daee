import { l, TRACK_NO_LOG_ACTIONS } from '@freightdesk/domain';

/** Screen texts of track numbers and labels in zh-CN, en-US and vi-VN. */
export const texts = {
  trackNo: {
    fetch: TRACK_NO_LOG_ACTIONS.fetchTrackNo,
    cancel: TRACK_NO_LOG_ACTIONS.cancelTrackNo,
    fetching: l('正在获取跟踪号', 'Fetching track numbers', 'Đang lấy mã theo dõi'),
    cancelling: l('正在取消跟踪号', 'Cancelling track numbers', 'Đang hủy mã theo dõi'),
    cancelConfirm: l(
      '取消 {{count}} 票运单的跟踪号（承运商处同时取消）',
      'cancel the track numbers of {{count}} waybills (also at the carrier)',
      'hủy mã theo dõi của {{count}} vận đơn (cả tại hãng vận chuyển)',
    ),
    done: l(
      '成功 {{ok}} 票，失败 {{failed}} 票',
      '{{ok}} succeeded, {{failed}} failed',
      '{{ok}} thành công, {{failed}} thất bại',
    ),
    failures: l('失败原因', 'Failure reason', 'Lý do thất bại'),
    sub: l('子单号', 'Sub track numbers', 'Mã theo dõi phụ'),
    history: l('历史单号', 'History track numbers', 'Mã theo dõi cũ'),
    fetchError: l('获取失败', 'Fetch failed', 'Lấy mã thất bại'),
    printLabel: l('打印面单', 'Print label', 'In nhãn'),
    pullNow: l('立即更新轨迹', 'Update tracks now', 'Cập nhật hành trình ngay'),
    taskError: l('轨迹更新失败', 'Track update failed', 'Cập nhật hành trình thất bại'),
    taskTime: l('轨迹更新时间', 'Tracks updated', 'Cập nhật hành trình lúc'),
  },
};
