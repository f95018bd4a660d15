/** The member calls' answer schemas live in the contract (src/domain/contract/answers/); the server reads them from there. */
export { ANSWERS, SHAPE_NAMES } from '../../../src/domain/contract/answers/index.ts';
