import {
  loginPayload,
  modifyPasswordPayload,
  nullAnswer,
  Permission,
  QrScanStatus,
  timestampAnswer,
} from '@freightdesk/domain';
import { z } from 'zod';
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

const bindingStatus = z.enum(['pending', 'approved']);
const qrStatus = z.union(Object.values(QrScanStatus).map((v) => z.literal(v)));
const deviceBinding = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  deviceId: z.string(),
  status: bindingStatus,
  createdAt: timestampAnswer,
});

/** Sign-in, sign-out, captcha, device binding, QR sign-in and password change. */
export const authRoutes = [
  publicRoute({
    method: 'POST',
    url: `${base}/login`,
    input: loginPayload,
    output: z.object({ token: z.string() }),
    handler: (c, b) => login(c, b),
  }),
  publicRoute({
    method: 'GET',
    url: `${base}/getVerifyCode`,
    output: z.object({ verifyKey: z.string(), image: z.string() }),
    handler: (c) => createCaptcha(c),
  }),
  publicRoute({
    method: 'POST',
    url: `${base}/applyBindDevice`,
    input: applyBindDevicePayload,
    output: z.object({ id: z.uuid(), status: bindingStatus }),
    handler: (c, b) => applyBindDevice(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/authDevice`,
    input: authDevicePayload,
    output: nullAnswer,
    permission: Permission.employeeAuthDevice,
    handler: (c, b) => authDevice(c, b),
  }),
  route({
    method: 'POST',
    url: `${base}/unbindDevice`,
    input: unbindDevicePayload,
    output: nullAnswer,
    handler: (c, b) => unbindDevice(c, b),
  }),
  route({
    method: 'GET',
    url: `${base}/deviceBindings`,
    input: deviceBindingsQuery,
    output: z.array(deviceBinding),
    permission: Permission.employeeAuthDevice,
    handler: (c, q) => listDeviceBindings(c, q),
  }),
  publicRoute({
    method: 'GET',
    url: `${base}/getScanImgUrl`,
    output: z.object({ scanId: z.string(), imgUrl: z.string(), expireAt: z.string() }),
    handler: (c) => createScan(c),
  }),
  publicRoute({
    method: 'GET',
    url: `${base}/fetchScanStatus`,
    input: scanStatusQuery,
    output: z.object({ status: qrStatus, token: z.string().optional() }),
    handler: (c, q) => fetchScanStatus(c, q),
  }),
  route({
    method: 'POST',
    url: `${base}/scanConfirm`,
    input: scanConfirmPayload,
    output: z.object({ status: qrStatus }),
    handler: (c, b) => scanConfirm(c, b),
  }),
  route({ method: 'POST', url: `${base}/logout`, output: nullAnswer, handler: (c) => logout(c) }),
  route({
    method: 'POST',
    url: `${base}/modifyPassword`,
    input: modifyPasswordPayload,
    output: nullAnswer,
    handler: (c, b) => modifyPassword(c, b),
  }),
];
