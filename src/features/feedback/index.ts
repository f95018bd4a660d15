/** Feedback with images: the form, the image picker and its uploads. */
import './setup.ts';

export { FeedbackForm } from './FeedbackForm.tsx';
