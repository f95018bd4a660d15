/**
 * The upload journeys run a second time against a server whose uploads live in an S3-compatible
 * bucket (s3rver): where that server and its store listen, and which journeys upload.
 */
import { E2E } from '../env.ts';
import { LOCAL_S3_CREDENTIALS } from '../../server/support/local-s3.ts';

const storePort = E2E.port + 200;

export const E2E_S3 = {
  /** Away from E2E_PORT's neighbours, which other runs on this machine may use. */
  appPort: E2E.port + 100,
  baseURL: `http://127.0.0.1:${E2E.port + 100}`,
  storePort,
  storeDir: `${E2E.dataDir}-s3-store`,
  bucket: 'premia-e2e-uploads',
  /** The spec files and the journeys in them that store images: feedback, task proof, profile photo. */
  journeyFiles: ['**/feedback.spec.ts', '**/tasks.spec.ts', '**/rtp.spec.ts'],
  journeyTitles: /feedback with 9 images|task with 3 images|profile photo/,
};

/** What the second server reads to put its uploads in the bucket (the S3_* variables an operator sets). */
export const E2E_S3_SERVER_ENV = {
  S3_BUCKET: E2E_S3.bucket,
  S3_ENDPOINT: `http://127.0.0.1:${storePort}`,
  S3_FORCE_PATH_STYLE: '1',
  S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
  S3_PREFIX: 'uploads/',
  // The AWS SDK's documented switch for its once-per-process notice that Node 20 support ends in 2027.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
