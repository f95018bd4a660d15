/** Feedback with images (issue 11): the form, the image picker and its uploads. */
import './setup.ts';

export { FeedbackForm } from './FeedbackForm.tsx';
