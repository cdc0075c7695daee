/** The public face of this module: what other modules use of it. */

export { PullTracksButton } from './PullTracksButton.tsx';
export { TrackNoActions } from './TrackNoActions.tsx';
export { TrackNoField } from './TrackNoField.tsx';
