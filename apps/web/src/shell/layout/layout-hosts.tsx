import { type ComponentType, lazy, Suspense } from 'react';
import type { ScreenLoad } from '../route-types.ts';

/** Components mounted once in the main layout, registered by the top floor from the modules. */
let hosts: readonly { id: number; Host: ComponentType }[] = [];

export function setLayoutHosts(loads: readonly ScreenLoad[]) {
  hosts = loads.map((load, id) => ({ id, Host: lazy(() => load().then((m) => ({ default: m.Component }))) }));
}

/** The registered hosts (e.g. the waybill drawer opened by `?waybillId=` on any page). */
export function LayoutHosts() {
  return (
    <Suspense fallback={null}>
      {hosts.map(({ id, Host }) => (
        <Host key={id} />
      ))}
    </Suspense>
  );
}
