import {
  type EntityDef,
  findEntity,
  LANGUAGES,
  type Message,
  message,
  type RefField,
  type UserType,
} from '@freightdesk/domain';

/** The label of the customer of customer-scoped rows, from the catalogue. */
const customerLabel = (): Message =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, message(lang, 'entityCustomer')])) as Message;

/**
 * The entity as its search form and URL see it: for staff on a customer-scoped entity, with a
 * customer filter (`customerId`, which the server reads for staff) once customers are an entity
 * with a picker. Columns, form and detail keep using the entity itself.
 */
export function searchableEntity(entity: EntityDef, userType: UserType): EntityDef {
  if (userType !== 'staff' || !entity.customerScoped || 'customerId' in entity.fields) return entity;
  const customer = findEntity('customer');
  if (!customer) return entity;
  const filter: RefField = {
    type: 'ref',
    label: customerLabel(),
    entity: customer.name,
    labelField: customer.labelField,
    search: 'eq',
    list: false,
    form: false,
  };
  return { ...entity, fields: { ...entity.fields, customerId: filter } };
}
