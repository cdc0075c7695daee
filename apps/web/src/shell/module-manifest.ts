import type { ComponentType } from 'react';
import type { ChangeHistoryView } from '#web/components/resource/change-history.tsx';
import type { AppRoute, PublicRoute, ScreenLoad } from './route-types.ts';

/**
 * What a web module brings to the app (`<thing>.module.ts`). The top floor (`app/modules.ts`) lists
 * one manifest per module and hands the parts to the ground floor when the signed-in areas load
 * (the list travels in their chunk, never with the login page). Screens are loaders: a manifest
 * must not import a screen eagerly.
 */
export type WebModule = {
  /** Screens of the signed-in areas; their order within an area is the menu's and the home links'. */
  routes?: readonly AppRoute[];
  /** Pages outside the signed-in areas (public, mobile). */
  publicRoutes?: readonly PublicRoute[];
  /** Hand-written list screens of entity descriptions: entity name → loader (others are generated). */
  screens?: Readonly<Record<string, ScreenLoad>>;
  /** Components mounted once in the main layout of both areas (e.g. a deep-link drawer). */
  layoutHosts?: readonly ComponentType[];
  /** Small components shown above the screen of both areas (e.g. the customer's credit banner). */
  banners?: readonly ComponentType[];
  /** Small components shown in the header of both areas (e.g. the notification bell). */
  headerItems?: readonly ComponentType[];
  /** The change history shown in the detail drawer of entity records. */
  changeHistory?: () => Promise<ChangeHistoryView>;
};
