// The operator console's client pieces other parts of the console use.
export { useStepUp } from './step-up';
