import { AUTH_API, Permission } from '@freightdesk/domain';
import { publicRoute, route } from '#platform/http/route.ts';
import { createCaptcha } from './captcha.service.ts';
import { authDevice, listDeviceBindings, unbindDevice } from './device.service.ts';
import { applyBindDevice, login, logout } from './login.service.ts';
import { modifyPassword } from './password.service.ts';
import { createScan, fetchScanStatus, scanConfirm } from './qr-login.service.ts';

/** Sign-in, sign-out, captcha, device binding, QR sign-in and password change (`AUTH_API`). */
export const authRoutes = [
  publicRoute({ contract: AUTH_API.login, handler: (c, b) => login(c, b) }),
  publicRoute({ contract: AUTH_API.verifyCode, handler: (c) => createCaptcha(c) }),
  publicRoute({ contract: AUTH_API.applyBindDevice, handler: (c, b) => applyBindDevice(c, b) }),
  route({
    contract: AUTH_API.authDevice,
    permission: Permission.employeeAuthDevice,
    handler: (c, b) => authDevice(c, b),
  }),
  route({ contract: AUTH_API.unbindDevice, handler: (c, b) => unbindDevice(c, b) }),
  route({
    contract: AUTH_API.deviceBindings,
    permission: Permission.employeeAuthDevice,
    handler: (c, q) => listDeviceBindings(c, q),
  }),
  publicRoute({ contract: AUTH_API.scanImage, handler: (c) => createScan(c) }),
  publicRoute({ contract: AUTH_API.scanStatus, handler: (c, q) => fetchScanStatus(c, q) }),
  route({ contract: AUTH_API.scanConfirm, handler: (c, b) => scanConfirm(c, b) }),
  route({ contract: AUTH_API.logout, handler: (c) => logout(c) }),
  route({ contract: AUTH_API.modifyPassword, handler: (c, b) => modifyPassword(c, b) }),
];
