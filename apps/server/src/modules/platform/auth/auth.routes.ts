import { loginPayload, modifyPasswordPayload, Permission } from '@freightdesk/domain';
import { publicRoute, route } from '#platform/http/route.ts';
import { createCaptcha } from './captcha.service.ts';
import {
  authDevice,
  authDevicePayload,
  deviceBindingsQuery,
  listDeviceBindings,
  unbindDevice,
  unbindDevicePayload,
} from './device.service.ts';
import { applyBindDevice, applyBindDevicePayload, login, logout } from './login.service.ts';
import { modifyPassword } from './password.service.ts';
import {
  createScan,
  fetchScanStatus,
  scanConfirm,
  scanConfirmPayload,
  scanStatusQuery,
} from './qr-login.service.ts';

const base = '/user/user';

/** Sign-in, sign-out, captcha, device binding, QR sign-in and password change. */
export const authRoutes = [
  publicRoute({ method: 'POST', url: `${base}/login`, input: loginPayload, handler: (c, b) => login(c, b) }),
  publicRoute({ method: 'GET', url: `${base}/getVerifyCode`, handler: (c) => createCaptcha(c) }),
  publicRoute({
    method: 'POST',
    url: `${base}/applyBindDevice`,
    input: applyBindDevicePayload,
    handler: (c, b) => applyBindDevice(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/authDevice`,
    input: authDevicePayload,
    permission: Permission.employeeAuthDevice,
    handler: (c, b) => authDevice(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/unbindDevice`,
    input: unbindDevicePayload,
    handler: (c, b) => unbindDevice(c, b),
  }),
  route({
    method: 'GET',
    url: `${base}/deviceBindings`,
    input: deviceBindingsQuery,
    permission: Permission.employeeAuthDevice,
    handler: (c, q) => listDeviceBindings(c, q),
  }),
  publicRoute({ method: 'GET', url: `${base}/getScanImgUrl`, handler: (c) => createScan(c) }),
  publicRoute({
    method: 'GET',
    url: `${base}/fetchScanStatus`,
    input: scanStatusQuery,
    handler: (c, q) => fetchScanStatus(c, q),
  }),
  route({
    method: 'POST',
    url: `${base}/scanConfirm`,
    input: scanConfirmPayload,
    handler: (c, b) => scanConfirm(c, b),
  }),
  route({ method: 'POST', url: `${base}/logout`, handler: (c) => logout(c) }),
  route({
    method: 'POST',
    url: `${base}/modifyPassword`,
    input: modifyPasswordPayload,
    handler: (c, b) => modifyPassword(c, b),
  }),
];
