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
