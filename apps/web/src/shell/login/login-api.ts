import type { UserType } from '@freightdesk/domain';
import { get, post } from '../request/http.ts';
import type { CurrentUser } from '../session/types.ts';

export type LoginMode = 'normal' | 'safe';
export type LoginValues = { username: string; password: string; verifyCode?: string };
export type Captcha = { verifyKey: string; image: string };
export type BindState = 'unbound' | 'pending';
export type ScanImage = { scanId: string; imgUrl: string; expireAt: string | number };
export type ScanStatus = { status: number; token?: string };
export type LoginPageConfig = { title?: string; loginModes?: string[] };
export type ClientLoginPageConfig = {
  code: string;
  title?: string;
  welcome?: string;
  logoUrl?: string;
} | null;

/** Sign-in calls are quiet: the login page shows their messages itself, next to the form. */
const quiet = { quiet: true } as const;

/** The captcha fields of a sign-in body: sent whenever the form shows a captcha. */
function captchaFields(values: LoginValues, verifyKey?: string) {
  return verifyKey ? { verifyKey, verifyCode: values.verifyCode?.trim() } : {};
}

export function login(values: LoginValues, userType: UserType, mode: LoginMode, verifyKey?: string) {
  return post<{ token: string }>(
    'user/user/login',
    {
      username: values.username.trim(),
      password: values.password,
      userType,
      mode,
      ...captchaFields(values, verifyKey),
    },
    quiet,
  );
}

export const getCaptcha = () => get<Captcha>('user/user/getVerifyCode', undefined, quiet);

export function applyBindDevice(values: LoginValues, userType: UserType, verifyKey?: string) {
  return post<{ id: string; status: BindState }>(
    'user/user/applyBindDevice',
    {
      username: values.username.trim(),
      password: values.password,
      userType,
      ...(values.verifyCode ? captchaFields(values, verifyKey) : {}),
    },
    quiet,
  );
}

export const getScanImage = () => get<ScanImage>('user/user/getScanImgUrl', undefined, quiet);
export const fetchScanStatus = (scanId: string) =>
  get<ScanStatus>('user/user/fetchScanStatus', { scanId }, quiet);
export const currentUserWith = (token: string) =>
  get<CurrentUser>('user/user/current', undefined, { ...quiet, token });

export const getLoginPageConfig = () =>
  get<LoginPageConfig>('common/sysConfig/getLoginPage', undefined, quiet);
export const getClientLoginPageConfig = (code: string) =>
  get<ClientLoginPageConfig>('common/sysConfig/getClientLoginPageConfig', { code }, quiet);

/** Whether a refused sign-in asks for the captcha from now on (`data.captchaRequired`). */
export function captchaRequiredBy(data: unknown): boolean {
  return (data as { captchaRequired?: unknown } | null)?.captchaRequired === true;
}

/** Bind state sent with a refused safe sign-in (`data.bindState`). */
export function bindStateOf(data: unknown): BindState | null {
  const state = (data as { bindState?: unknown } | null)?.bindState;
  return state === 'unbound' || state === 'pending' ? state : null;
}
