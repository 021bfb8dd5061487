/** Answer of POST /api/create-payment-intent when the plan was assigned without a payment. */
export const ASSIGNED = 'Plan assigned successfully';
