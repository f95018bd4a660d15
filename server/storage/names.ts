import { randomBytes } from 'node:crypto';

/** 22 base64url characters (128 bits): unguessable, so serving needs no token. */
export const randomName = () => randomBytes(16).toString('base64url');
