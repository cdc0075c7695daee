import {
  type AUTH_API,
  AUTH_PATHS,
  type EndpointOutput,
  SYSTEM_PATHS,
  USER_PATHS,
  type UserType,
} from '@freightdesk/domain';
import { callEndpoint } from '../request/endpoint.ts';
import { get } from '../request/http.ts';
import { platformContracts } from '../request/lazy-contracts.ts';
import type { CurrentUser } from '../session/types.ts';

export type LoginMode = 'normal' | 'safe';
export type LoginValues = { username: string; password: string; verifyCode?: string };
export type Captcha = { verifyKey: string; image: string };
export type BindState = 'unbound' | 'pending';
export type ScanImage = EndpointOutput<typeof AUTH_API.scanImage>;
export type ScanStatus = EndpointOutput<typeof AUTH_API.scanStatus>;
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

export async function login(values: LoginValues, userType: UserType, mode: LoginMode, verifyKey?: string) {
  const { AUTH_API } = await platformContracts();
  return callEndpoint(
    AUTH_API.login,
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

export const getCaptcha = () => get<Captcha>(AUTH_PATHS.verifyCode, undefined, quiet);

export async function applyBindDevice(values: LoginValues, userType: UserType, verifyKey?: string) {
  const { AUTH_API } = await platformContracts();
  return callEndpoint(
    AUTH_API.applyBindDevice,
    {
      username: values.username.trim(),
      password: values.password,
      userType,
      ...(values.verifyCode ? captchaFields(values, verifyKey) : {}),
    },
    quiet,
  );
}

export const getScanImage = async () =>
  callEndpoint((await platformContracts()).AUTH_API.scanImage, undefined, quiet);
export const fetchScanStatus = async (scanId: string) =>
  callEndpoint((await platformContracts()).AUTH_API.scanStatus, { scanId }, quiet);
export const currentUserWith = (token: string) =>
  get<CurrentUser>(USER_PATHS.current, undefined, { ...quiet, token });

export const getLoginPageConfig = () => get<LoginPageConfig>(SYSTEM_PATHS.loginPage, undefined, quiet);
export const getClientLoginPageConfig = (code: string) =>
  get<ClientLoginPageConfig>(SYSTEM_PATHS.clientLoginPage, { code }, quiet);

/** Whether a refused sign-in asks for the captcha from now on (`data.captchaRequired`). */
export function captchaRequiredBy(data: unknown): boolean {
  return (data as { captchaRequired?: unknown } | null)?.captchaRequired === true;
}

/** Bind state sent with a refused safe sign-in (`data.bindState`). */
export function bindStateOf(data: unknown): BindState | null {
  const state = (data as { bindState?: unknown } | null)?.bindState;
  return state === 'unbound' || state === 'pending' ? state : null;
}
