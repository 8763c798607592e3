/** The preview feature's public face: what other features use. */
export { startAgeGate } from './components/age-gate-client.ts';
export { AGE_GATE_QUERY } from './domain/age-gate.ts';
