import type { ComponentType } from 'react';

/** Components mounted once in the main layout, registered by the top floor from the modules. */
let hosts: readonly { id: number; Host: ComponentType }[] = [];

export function setLayoutHosts(components: readonly ComponentType[]) {
  hosts = components.map((Host, id) => ({ id, Host }));
}

/** The registered hosts (e.g. the waybill drawer opened by `?waybillId=` on any page). */
export function LayoutHosts() {
  return hosts.map(({ id, Host }) => <Host key={id} />);
}

/** Banners shown above the screen of both areas (each decides itself whether it shows anything). */
let banners: readonly { id: number; Banner: ComponentType }[] = [];

export function setLayoutBanners(components: readonly ComponentType[]) {
  banners = components.map((Banner, id) => ({ id, Banner }));
}

/** The registered banners (e.g. the customer's arrears and warn tips). */
export function LayoutBanners() {
  return banners.map(({ id, Banner }) => <Banner key={id} />);
}

/** Small components shown in the header before the language switcher (e.g. the bell, the work-order badge). */
let headerItems: readonly { id: number; Item: ComponentType }[] = [];

export function setHeaderItems(components: readonly ComponentType[]) {
  headerItems = components.map((Item, id) => ({ id, Item }));
}

/** The registered header items; each decides itself whether it shows anything for the session. */
export function HeaderItems() {
  return headerItems.map(({ id, Item }) => <Item key={id} />);
}
