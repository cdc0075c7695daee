import { l } from './entity/define.ts';

/** Settings centre → business log (who changed what): the screen's title. */
export const BUSINESS_LOG_TITLE = l('业务日志', 'Business log', 'Nhật ký nghiệp vụ');
