/**
 * Supplier failures with a message fit for the traveller or agent; the backend maps them to
 * AppErrors (lib/backend/routes/suppliers.ts) and the planner treats them as "no offers".
 */
export class SupplierError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SupplierError';
  }
}

/** A remote hotel source the tenant has not given credentials for. */
export class SupplierNotConfiguredError extends SupplierError {
  constructor(readonly source: string) {
    super('supplier_not_configured', `The hotel source '${source}' is not configured for this agency.`);
    this.name = 'SupplierNotConfiguredError';
  }
}

/** A configured remote source this build cannot reach yet. */
export class SupplierUnavailableError extends SupplierError {
  constructor(readonly source: string) {
    super('supplier_unavailable', `The hotel source '${source}' is not available at the moment.`);
    this.name = 'SupplierUnavailableError';
  }
}

/** The hotel or room type does not exist for the tenant. */
export class SupplierNotFoundError extends SupplierError {
  constructor(what: string) {
    super('supplier_not_found', `${what} was not found.`);
    this.name = 'SupplierNotFoundError';
  }
}

/** Not enough rooms left for one of the nights, or no rate for it. */
export class SoldOutError extends SupplierError {
  constructor(readonly night: string | null) {
    super(
      'sold_out',
      night
        ? `No rooms left for the night of ${night}.`
        : 'This room is no longer available for these dates.',
    );
    this.name = 'SoldOutError';
  }
}
