/** Answer of POST /api/create-payment-intent when the plan was assigned without a payment. */
export const ASSIGNED = 'Plan assigned successfully';

/** 409 for choosing the plan the user is on, paid or free (the upgrade page disables it too). */
export const alreadySubscribed = (planName: string) => `You are already subscribed to the ${planName} plan`;

export const COUPON_EXHAUSTED = 'This coupon has reached its usage limit';
/** A coupon is for one discounted subscription per user (paid, assigned, or an open checkout). */
export const COUPON_ALREADY_USED = 'You have already used this coupon';
