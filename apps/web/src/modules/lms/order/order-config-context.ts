import { createContext, useContext } from 'react';
import type { OrderConfigByField } from './order-config-form.ts';

/** The chosen product's order config, by field, for the form items of every order section. */
export const OrderConfigContext = createContext<OrderConfigByField>(new Map());
export const useOrderConfig = () => useContext(OrderConfigContext);
