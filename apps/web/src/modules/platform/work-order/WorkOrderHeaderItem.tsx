/** The header's work-order badge (light: the header counters by their plain address, no request schema). */
export { WorkOrderHeaderBadge as WorkOrderHeaderItem } from './WorkOrderHeaderBadge.tsx';
