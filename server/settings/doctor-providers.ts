/** The doctor's provider checks: Twilio's account resource (SMS) and the S3 bucket (uploads). */
import { NETWORK_TIMEOUT_MS } from './doctor-part.ts';

export const DEFAULT_TWILIO_API_URL = 'https://api.twilio.com';

/** GET the account with the account's own credentials: a 200 proves the SID and the token together. */
export async function probeTwilio(env: NodeJS.ProcessEnv): Promise<string> {
  const base = (env.TWILIO_API_URL?.trim() || DEFAULT_TWILIO_API_URL).replace(/\/+$/, '');
  const sid = env.TWILIO_ACCOUNT_SID?.trim() ?? '';
  const credentials = Buffer.from(`${sid}:${env.TWILIO_AUTH_TOKEN?.trim() ?? ''}`).toString('base64');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}.json`;
  const response = await fetch(url, { headers: { authorization: `Basic ${credentials}` }, signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS) });
  const body = (await response.json().catch(() => ({}))) as { status?: string };
  if (!response.ok) throw new Error(`GET ${url} respondeu ${response.status}${response.status === 401 ? ' (SID ou token errados)' : ''}`);
  return `GET ${url}: 200${body.status ? `, conta ${body.status}` : ''}`;
}

/** HeadBucket with the configured keys: the bucket exists and these keys may use it. */
export async function probeS3(env: NodeJS.ProcessEnv): Promise<string> {
  // Loaded only for a bucket: the SDK is large and most doctor runs have none.
  const { HeadBucketCommand, S3Client } = await import('@aws-sdk/client-s3');
  const bucket = env.S3_BUCKET?.trim() ?? '';
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const client = new S3Client({
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID?.trim() ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() ?? '' },
    maxAttempts: 1,
  });
  const target = `${bucket}${endpoint ? ` em ${endpoint}` : ''}`;
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(NETWORK_TIMEOUT_MS) });
    return `HeadBucket ${target}: 200`;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status) throw new Error(`HeadBucket ${target} respondeu ${status}${status === 404 ? ' (bucket não existe)' : status === 403 ? ' (chaves sem acesso)' : ''}`, { cause: error });
    throw error;
  } finally {
    client.destroy();
  }
}
