import { z } from 'zod';
import { nullAnswer, timestampAnswer } from '../answers.ts';
import { defineEndpoint } from '../contract.ts';
import { QrScanStatus, USER_TYPES } from '../enums.ts';
import { loginPayload, modifyPasswordPayload } from '../schemas.ts';
import { AUTH_PATHS } from './auth.paths.ts';

const bindingStatus = z.enum(['pending', 'approved']);
const qrStatus = z.union(Object.values(QrScanStatus).map((v) => z.literal(v)));

/** A device binding of a user, as the binding list answers it. */
export const deviceBindingAnswer = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  deviceId: z.string(),
  status: bindingStatus,
  createdAt: timestampAnswer,
});

export const authDevicePayload = z.object({ id: z.uuid() });
export const unbindDevicePayload = z.object({
  userId: z.uuid().optional(),
  deviceId: z.string().trim().min(1).max(200),
});
export const deviceBindingsQuery = z.object({ userId: z.uuid() });
export const applyBindDevicePayload = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(64),
  userType: z.enum(USER_TYPES),
  verifyKey: z.string().max(100).optional(),
  verifyCode: z.string().max(20).optional(),
});
export const scanStatusQuery = z.object({ scanId: z.string().trim().min(1).max(64) });
export const scanConfirmPayload = z.object({
  scanId: z.uuid(),
  action: z.enum(['scan', 'confirm', 'cancel']),
});

const base = '/user/user';

/** Sign-in, sign-out, captcha, device binding, QR sign-in and password change. */
export const AUTH_API = {
  login: defineEndpoint({
    method: 'POST',
    url: `${base}/login`,
    input: loginPayload,
    output: z.object({ token: z.string() }),
  }),
  verifyCode: defineEndpoint({
    method: 'GET',
    url: AUTH_PATHS.verifyCode,
    output: z.object({ verifyKey: z.string(), image: z.string() }),
  }),
  applyBindDevice: defineEndpoint({
    method: 'POST',
    url: `${base}/applyBindDevice`,
    input: applyBindDevicePayload,
    output: z.object({ id: z.uuid(), status: bindingStatus }),
  }),
  authDevice: defineEndpoint({
    method: 'POST',
    url: `${base}/authDevice`,
    input: authDevicePayload,
    output: nullAnswer,
  }),
  unbindDevice: defineEndpoint({
    method: 'POST',
    url: `${base}/unbindDevice`,
    input: unbindDevicePayload,
    output: nullAnswer,
  }),
  deviceBindings: defineEndpoint({
    method: 'GET',
    url: `${base}/deviceBindings`,
    input: deviceBindingsQuery,
    output: z.array(deviceBindingAnswer),
  }),
  scanImage: defineEndpoint({
    method: 'GET',
    url: `${base}/getScanImgUrl`,
    output: z.object({ scanId: z.string(), imgUrl: z.string(), expireAt: z.string() }),
  }),
  scanStatus: defineEndpoint({
    method: 'GET',
    url: `${base}/fetchScanStatus`,
    input: scanStatusQuery,
    output: z.object({ status: qrStatus, token: z.string().optional() }),
  }),
  scanConfirm: defineEndpoint({
    method: 'POST',
    url: `${base}/scanConfirm`,
    input: scanConfirmPayload,
    output: z.object({ status: qrStatus }),
  }),
  logout: defineEndpoint({ method: 'POST', url: `${base}/logout`, output: nullAnswer }),
  modifyPassword: defineEndpoint({
    method: 'POST',
    url: `${base}/modifyPassword`,
    input: modifyPasswordPayload,
    output: nullAnswer,
  }),
};
