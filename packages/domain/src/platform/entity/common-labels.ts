import { l } from './define.ts';

/** Labels many entities share. */
export const L = {
  code: l('编码', 'Code', 'Mã'),
  name: l('名称', 'Name', 'Tên'),
  nameCn: l('中文名称', 'Chinese name', 'Tên tiếng Trung'),
  nameEn: l('英文名称', 'English name', 'Tên tiếng Anh'),
  nameVi: l('越南语名称', 'Vietnamese name', 'Tên tiếng Việt'),
  remark: l('备注', 'Remark', 'Ghi chú'),
  createdAt: l('创建时间', 'Created at', 'Thời gian tạo'),
  export: l('导出', 'Export', 'Xuất'),
  confirm: l('确认', 'Confirm', 'Xác nhận'),
  country: l('国家', 'Country', 'Quốc gia'),
  state: l('州/省', 'State', 'Bang/Tỉnh'),
  city: l('城市', 'City', 'Thành phố'),
  postcode: l('邮编', 'Postcode', 'Mã bưu chính'),
  phone: l('电话', 'Phone', 'Điện thoại'),
  email: l('邮箱', 'Email', 'Email'),
  contact: l('联系人', 'Contact', 'Người liên hệ'),
  company: l('公司', 'Company', 'Công ty'),
  address1: l('地址1', 'Address line 1', 'Địa chỉ 1'),
  address2: l('地址2', 'Address line 2', 'Địa chỉ 2'),
  address3: l('地址3', 'Address line 3', 'Địa chỉ 3'),
  type: l('类型', 'Type', 'Loại'),
  website: l('网址', 'Website', 'Trang web'),
  sort: l('排序', 'Sort', 'Thứ tự'),
  dangerousType: l('危险品类型', 'Dangerous goods type', 'Loại hàng nguy hiểm'),
  all: l('全部', 'All', 'Tất cả'),
  other: l('其他', 'Other', 'Khác'),
  enabled: l('启用', 'Enabled', 'Kích hoạt'),
  users: l('用户', 'Users', 'Người dùng'),
  file: l('文件', 'File', 'Tệp'),
  importMode: l('导入方式', 'Import mode', 'Chế độ nhập'),
} as const;

/** Dangerous goods types of goods descriptions and their categories. */
export const DANGEROUS_TYPES = [
  [0, l('普货', 'General goods', 'Hàng thông thường')],
  [1, l('带电', 'Battery', 'Có pin')],
  [2, l('带磁', 'Magnetic', 'Có từ tính')],
  [3, l('液体', 'Liquid', 'Chất lỏng')],
  [4, l('粉末', 'Powder', 'Bột')],
  [5, l('敏感货', 'Sensitive goods', 'Hàng nhạy cảm')],
] as const;
