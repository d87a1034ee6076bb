// The public face of features/billing: the plans and buying one through Stripe Checkout.
export { PlansGrid } from './components/PlansGrid';
