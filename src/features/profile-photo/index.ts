/** Profile photo: pick, crop to a square in the browser, upload, set. */
import './setup.ts';

export { AvatarEditor } from './AvatarEditor.tsx';
