/** Messages of background jobs and their progress (DESIGN.md §4: long work reports a progressId). */
export const JOB_MESSAGES = {
  jobInterrupted: {
    'zh-CN': '任务已中断（服务器重启或超时），请重新操作',
    'en-US': 'The task was interrupted (server restart or timeout), please try again',
    'vi-VN': 'Tác vụ đã bị gián đoạn (máy chủ khởi động lại hoặc quá thời gian), vui lòng thử lại',
  },
  jobFileNotReady: {
    'zh-CN': '文件尚未生成',
    'en-US': 'The file is not ready yet',
    'vi-VN': 'Tệp chưa sẵn sàng',
  },
  jobReadingFile: { 'zh-CN': '正在读取文件', 'en-US': 'Reading the file', 'vi-VN': 'Đang đọc tệp' },
  jobCheckingRows: {
    'zh-CN': '正在校验数据',
    'en-US': 'Checking the rows',
    'vi-VN': 'Đang kiểm tra dữ liệu',
  },
  jobWritingRows: { 'zh-CN': '正在写入数据', 'en-US': 'Writing the rows', 'vi-VN': 'Đang ghi dữ liệu' },
  jobExportingRows: {
    'zh-CN': '正在导出数据',
    'en-US': 'Exporting the rows',
    'vi-VN': 'Đang xuất dữ liệu',
  },
} as const;
